import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoad, productionRouter } from '../../tools/build/vite-first-load';
import { screenAssets } from '../../tools/build/vite-screen-assets';
import { serviceWorker } from '../../tools/build/vite-service-worker';

// The desktop storefront. Assets go to their own folder so the edge can serve both apps side by side.
const browserBuild: UserConfig = {
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/desktop-web',
  // Brotli and gzip twins of every asset, picked by the edge from Accept-Encoding (index.html is filled per request).
  plugins: [
    react(),
    // Production router build and vendor chunks (bench:bundle holds the first load to its budget).
    firstLoad(`${import.meta.dirname}/../..`),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/], threshold: 1024 }),
    // The service worker at /sw.js, one for both apps (tools/build/vite-service-worker.ts, decision record 0009).
    serviceWorker({
      workspaceRoot: `${import.meta.dirname}/../..`,
      outDir: `${import.meta.dirname}/../../dist/apps/desktop-web`,
      assetsDir: 'desktop-assets',
    }),
  ],
  // Vite marks its tags with this placeholder; the edge puts the answer's CSP nonce in its place.
  html: { cspNonce: 'GOPHARM_CSP_NONCE' },
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/apps/desktop-web',
    emptyOutDir: true,
    assetsDir: 'desktop-assets',
    reportCompressedSize: false,
    // bench:bundle reads the chunk graph from it (moved to dist/apps/<app>.manifest.json, see vite-first-load.ts).
    manifest: true,
    rolldownOptions: {
      // ui-kit's components have no import-time side effects but their styles, so a screen's chunk carries only
      // the components it uses (the phone input's libphonenumber stays with sign-in, off the first load).
      treeshake: {
        moduleSideEffects: (id: string) => !/\/libs\/ui-kit\/src\/.+\/[^/]+\.tsx?$/.test(id),
      },
    },
  },
  server: {
    port: 4200,
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3001' },
  },
};

// The server entry (`vite build --ssr`, after the browser build): one self-contained ES module the edge imports
// by path at start, dist/apps/desktop-web/server/entry-server.mjs. Its CSS-module class names equal the browser's.
const serverBuild: UserConfig = {
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/desktop-web-server',
  // Each screen's stylesheets and scripts, read from the browser build's manifest (built first), and each screen
  // loader tagged with its module: the server render links the rendered screen's stylesheets.
  plugins: [
    react(),
    productionRouter(`${import.meta.dirname}/../..`),
    screenAssets({ clientManifest: `${import.meta.dirname}/../../dist/apps/desktop-web.manifest.json` }),
  ],
  publicDir: false,
  resolve: { tsconfigPaths: true },
  // React's production build: its development one renders several times slower.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Everything bundled (React, MobX, the libs): the edge's image needs no app dependencies installed.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/server.tsx',
    outDir: '../../dist/apps/desktop-web/server',
    emptyOutDir: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: 'src/server.tsx',
      output: { entryFileNames: 'entry-server.mjs', format: 'es' },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
