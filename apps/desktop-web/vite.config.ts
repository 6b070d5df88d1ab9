import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The desktop storefront. Assets go to their own folder so the edge can serve both apps side by side.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/desktop-web',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/apps/desktop-web',
    emptyOutDir: true,
    assetsDir: 'desktop-assets',
    reportCompressedSize: false,
  },
  server: {
    port: 4200,
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3001' },
  },
});
