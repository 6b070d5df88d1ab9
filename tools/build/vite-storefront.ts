// How both storefront apps build (apps/desktop-web and apps/mobile-web vite.config.ts): the browser build and the
// server entry the edge renders with. The apps differ only in their name, assets folder, dev server port and the
// page's viewport.
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoad, productionRouter } from './vite-first-load';
import { indexHtml } from './vite-index-html';
import { screenAssets } from './vite-screen-assets';
import { serviceWorker } from './vite-service-worker';
import { terserChunks } from './vite-terser';

export interface StorefrontApp {
  /** The project's name: its folder under apps/ and dist/apps/. */
  name: 'desktop-web' | 'mobile-web';
  /** The app's folder (its vite.config.ts's `import.meta.dirname`). */
  root: string;
  /** `npx nx serve <app>`'s port. */
  devPort: number;
  /** The page's viewport meta (index.html, the one template of both apps). */
  viewport?: string;
}

/**
 * A CSS module's class as its name and five characters of a hash of its file's path (from the workspace):
 * `narrowCollapsible_4fg98` for Vite's `_narrowCollapsible_4fg98_91`. One file's classes share their suffix, which
 * gzip stores once; a hash per class would not compress (measured: the first load grew). The same in the browser
 * build and the server entry, and on every machine. Two files whose hashes met would style each other's elements
 * where they share a name, so a build that makes such a pair stops.
 */
function shortClassNames(workspaceRoot: string) {
  const madeFrom = new Map<string, string>();
  return (local: string, file: string): string => {
    const path = relative(workspaceRoot, file.replace(/\?.*$/, ''));
    const source = `${path}:${local}`;
    const name = `${local}_${createHash('sha256').update(path).digest('base64url').slice(0, 5)}`;
    const earlier = madeFrom.get(name);
    if (earlier !== undefined && earlier !== source) {
      throw new Error(
        `CSS module classes ${earlier} and ${source} hash alike: lengthen shortClassNames' hash`,
      );
    }
    madeFrom.set(name, source);
    return name;
  };
}

export function storefrontConfig({
  name,
  root,
  devPort,
  viewport = 'width=device-width, initial-scale=1',
}: StorefrontApp) {
  const workspaceRoot = join(root, '..', '..');
  const outDir = join(workspaceRoot, 'dist', 'apps', name);
  // Each app's files in their own folder, so the edge serves both apps side by side.
  const assetsDir = `${name.replace('-web', '')}-assets`;

  const browserBuild: UserConfig = {
    root,
    cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'apps', name),
    plugins: [
      react(),
      indexHtml({ root, viewport }),
      // Production router build and vendor chunks (bench:bundle holds the first load to its budget).
      firstLoad(workspaceRoot),
      // The service worker at /sw.js, one for both apps (decision record 0009).
      serviceWorker({ workspaceRoot, outDir, assetsDir }),
      terserChunks(),
      // Brotli and gzip twins of every asset, picked by the edge from Accept-Encoding (index.html is filled per
      // request).
      compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/], threshold: 1024 }),
    ],
    // Vite marks its tags with this placeholder; the edge puts the answer's CSP nonce in its place.
    html: { cspNonce: 'GOPHARM_CSP_NONCE' },
    resolve: { tsconfigPaths: true },
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir,
      reportCompressedSize: false,
      // bench:bundle reads the chunk graph from it (moved to dist/apps/<app>.manifest.json, see vite-first-load.ts).
      manifest: true,
      rolldownOptions: {
        // ui-kit's components have no import-time side effects but their styles, so a screen's chunk carries only
        // the components it uses: the phone input's libphonenumber stays with sign-in, off the first load.
        treeshake: {
          moduleSideEffects: (id: string) => !/\/libs\/ui-kit\/src\/.+\/[^/]+\.tsx?$/.test(id),
        },
        output: {
          // A stylesheet is named by its hash alone: the first load lists every screen's stylesheets (a screen
          // must arrive styled), and their names cost 0.2 kB gzip of it. Scripts keep their names.
          assetFileNames: (asset) =>
            asset.names.some((file) => file.endsWith('.css'))
              ? `${assetsDir}/[hash].css`
              : `${assetsDir}/[name]-[hash][extname]`,
        },
      },
    },
    server: {
      port: devPort,
      proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3001' },
    },
  };

  // The server entry (`vite build --ssr`, after the browser build): one self-contained ES module the edge imports
  // by path at start, dist/apps/<app>/server/entry-server.mjs. Its CSS-module class names equal the browser's.
  const serverBuild: UserConfig = {
    root,
    cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'apps', `${name}-server`),
    // Each screen's stylesheets and scripts, read from the browser build's manifest (built first), and each
    // screen loader tagged with its module: the server render links the rendered screen's stylesheets.
    plugins: [
      react(),
      productionRouter(workspaceRoot),
      screenAssets({ clientManifest: `${outDir}.manifest.json` }),
    ],
    publicDir: false,
    resolve: { tsconfigPaths: true },
    // React's production build: its development one renders several times slower.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Everything bundled (React, MobX, the libs): the edge's image needs no app dependencies installed.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/server.tsx',
      outDir: join(outDir, 'server'),
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: {
        input: 'src/server.tsx',
        output: { entryFileNames: 'entry-server.mjs', format: 'es' },
      },
    },
  };

  return defineConfig(({ command, isSsrBuild }) => {
    const config = isSsrBuild ? serverBuild : browserBuild;
    // The dev server keeps Vite's readable class names.
    if (command !== 'build') return config;
    return { ...config, css: { modules: { generateScopedName: shortClassNames(workspaceRoot) } } };
  });
}
