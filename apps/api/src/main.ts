import { resolve } from 'node:path';
import { openDatabase } from './db/database';
import { accountsConfigFromEnv } from './http/accounts-env';
import { buildServer } from './server';
import { vitalsConfigFromEnv } from './vitals/vitals-config';

const port = Number(process.env.API_PORT ?? 3001);
const host = process.env.API_HOST ?? '127.0.0.1';
const dbFile = resolve(process.env.DATABASE_FILE ?? '.data/gopharm.sqlite');

const db = openDatabase(dbFile);
const app = buildServer({
  db,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  // The edge proxies /api from the same machine; its X-Forwarded-For names the shopper for rate limits.
  trustProxy: process.env.TRUST_PROXY ?? 'loopback',
  accounts: accountsConfigFromEnv(process.env),
  vitals: vitalsConfigFromEnv(process.env),
});

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

app.listen({ port, host }).catch((error) => {
  app.log.error(error);
  process.exit(1);
});
