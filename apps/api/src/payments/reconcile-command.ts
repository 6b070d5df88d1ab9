/**
 * `npm run payments:reconcile -- --from 2026-11-01 --to 2026-11-30` (or `node dist/apps/api/payments-reconcile.mjs`
 * on the server): our Payme and Click transactions of the period against the providers' own books, every
 * difference printed. Reads the API's settings (DATABASE_URL or DATABASE_FILE, PAYMENT_PROVIDERS and each
 * provider's). Exit 0: no difference; 1: differences; 2: bad arguments, settings or a provider that did not answer.
 */
import { connectDatabase } from '../db/database';
import { databaseFromEnv } from '../db/database-env';
import { paymentsConfigFromEnv } from './payments-config';
import { createPaymentsRepo } from './payments-repo';
import { formatReports, periodOf, type ProviderReport, reconcileClick, reconcilePayme } from './reconcile';

async function main(): Promise<number> {
  let period: { from: Date; to: Date };
  let settings: {
    database: ReturnType<typeof databaseFromEnv>;
    payments: ReturnType<typeof paymentsConfigFromEnv>;
  };
  try {
    period = periodOf(process.argv.slice(2));
    settings = { database: databaseFromEnv(process.env), payments: paymentsConfigFromEnv(process.env) };
  } catch (error) {
    console.error(`payments:reconcile: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  // Read only: the database as the API left it, never migrated or seeded from here.
  const db = await connectDatabase(settings.database.target, { bounded: false });
  try {
    const payments = createPaymentsRepo(db);
    const [from, to] = [period.from.getTime(), period.to.getTime()];
    const reports: ProviderReport[] = [];
    if (settings.payments.payme)
      reports.push(await reconcilePayme(settings.payments.payme, payments, from, to));
    if (settings.payments.click)
      reports.push(await reconcileClick(settings.payments.click, payments, from, to));
    if (reports.length === 0)
      console.log('payments:reconcile: no Payme or Click in PAYMENT_PROVIDERS: nothing to compare');
    else console.log(formatReports(reports, period));
    return reports.some((report) => report.differences.length > 0) ? 1 : 0;
  } catch (error) {
    console.error(`payments:reconcile: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
