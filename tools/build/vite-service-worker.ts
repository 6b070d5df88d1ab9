// The one service worker of both storefront apps (libs/shell/src/service-worker/sw.ts, decision record 0009),
// built into each app at /sw.js by vite-plugin-pwa.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';

/** The build files the built index.html links (its script, module preloads and stylesheets): the first load. */
function linkedByIndexHtml(outDir: string): Set<string> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
}

/**
 * The app's service worker: the worker's source is shared; only the build folder and the assets folder differ.
 * Precached: the first load and the icon (what opens the app offline), not every screen's chunk.
 */
export function serviceWorker({
  workspaceRoot,
  outDir,
  assetsDir,
}: {
  workspaceRoot: string;
  outDir: string;
  assetsDir: string;
}) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: resolve(workspaceRoot, 'libs/shell/src/service-worker'),
    filename: 'sw.ts',
    // The shell's bootstrapApp registers it after load (no inline script under the CSP); no web manifest.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: [`${assetsDir}/**/*.{js,css}`, 'favicon.svg'],
      manifestTransforms: [
        (entries) => {
          const firstLoad = linkedByIndexHtml(outDir);
          return { manifest: entries.filter((entry) => firstLoad.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}
