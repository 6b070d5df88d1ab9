import { resolve } from 'node:path';
import { buildEdge } from './server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';
const distRoot = resolve(process.env.DIST_DIR ?? 'dist/apps');

const app = buildEdge({
  apiUrl,
  appDirs: { desktop: resolve(distRoot, 'desktop-web'), mobile: resolve(distRoot, 'mobile-web') },
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

app.listen({ port, host }).catch((error) => {
  app.log.error(error);
  process.exit(1);
});
