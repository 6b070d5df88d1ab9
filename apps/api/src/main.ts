import { fileURLToPath } from 'node:url';
import { databaseWaits } from './db/database';
import { openDatabase } from './db/open-database';
import { databaseFromEnv } from './db/database-env';
import { accountsConfigFromEnv } from './http/accounts-env';
import { trustProxyFromEnv } from './http/trust-proxy';
import { buildServer } from './server';
import { paymentsConfigFromEnv } from './payments/payments-config';
import { smsConfigFromEnv } from './sms/sms-config';
import { telegramConfigFromEnv } from './telegram/telegram-config';
import { vitalsConfigFromEnv } from './vitals/vitals-config';

const port = Number(process.env.API_PORT ?? 3001);
const host = process.env.API_HOST ?? '127.0.0.1';

/** Every setting read and checked before anything starts: a bad or missing one stops with one clear line. */
function configOrExit() {
  try {
    return {
      database: databaseFromEnv(process.env),
      trustProxy: trustProxyFromEnv(process.env),
      accounts: {
        ...accountsConfigFromEnv(process.env),
        sms: smsConfigFromEnv(process.env),
        telegram: telegramConfigFromEnv(process.env),
        payments: paymentsConfigFromEnv(process.env),
        // Bundled beside this file (tools/scripts/build-server.mjs, and api-process.ts for the process tests).
        prescriptionFiles: { workerFile: fileURLToPath(new URL('prescription-worker.mjs', import.meta.url)) },
      },
      vitals: vitalsConfigFromEnv(process.env),
    };
  } catch (error) {
    console.error(`api: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

const { database, ...config } = configOrExit();
const db = await openDatabase(database.target);
const app = buildServer({
  db,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  // The edge sets X-Forwarded-For to the shopper's address; only the edge is believed (TRUST_PROXY).
  ...config,
  docsPage: process.env.NODE_ENV !== 'production',
});
app.log.info({ sms: config.accounts.sms.provider }, 'sms provider');
app.log.info({ payments: config.accounts.payments.providers }, 'payment providers');
app.log.info({ telegram: config.accounts.telegram ? 'bot' : 'off' }, 'telegram');
app.log.info({ database: { engine: database.engine, at: database.label } }, 'database');

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Once the catalogue is read (its long start-up reads unbounded), no request waits on the database for longer.
void app.ready().then(
  () => db.limitWaits(databaseWaits().answerMs),
  () => undefined, // listen() reports a failed start
);
app.listen({ port, host }).catch((error) => {
  app.log.error(error);
  process.exit(1);
});
