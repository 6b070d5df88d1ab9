import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The mobile storefront. Assets go to their own folder so the edge can serve both apps side by side.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/mobile-web',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/apps/mobile-web',
    emptyOutDir: true,
    assetsDir: 'mobile-assets',
    reportCompressedSize: false,
  },
  server: {
    port: 4300,
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3001' },
  },
});
