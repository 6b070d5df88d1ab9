// Both apps' index.html, from one template (tools/build/index.html): the apps differ in the viewport only (the
// phone's page reaches under the notch). No app has a file of its own: the build takes the page as if it were
// `apps/<app>/index.html`, and the dev server answers every page with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = join(import.meta.dirname, 'index.html');

export function indexHtml({ root, viewport }: { root: string; viewport: string }): Plugin {
  // Where Vite looks for the app's page: the build's default input, named index.html in the output.
  const id = join(root, 'index.html');
  const html = () => readFileSync(TEMPLATE, 'utf8').replace('%VIEWPORT%', viewport);
  return {
    name: 'gopharm-index-html',
    resolveId: (source) => (source === id ? id : undefined),
    load: (loaded) => (loaded === id ? html() : undefined),
    configureServer(server) {
      // Before Vite's own middlewares, which serve a page only from a file: a page request (not a module's).
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        server
          .transformIndexHtml(req.url ?? '/', html(), req.originalUrl)
          .then((page) => res.setHeader('Content-Type', 'text/html').end(page), next);
      });
    },
  };
}
