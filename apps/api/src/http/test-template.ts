import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/open-database';
import {
  adminQuery,
  databaseUrl,
  POSTGRES_ADMIN_ENV,
  POSTGRES_TEMPLATE,
  TEST_ENGINE,
} from '../testing/test-database';

interface PostgresServer {
  url: string;
  stop(): void;
}

/** The throw-away PostgreSQL server of this run (global setup and teardown run in the same process). */
const holder = globalThis as { gopharmTestPostgres?: PostgresServer };

/**
 * Jest global setup: migrates and seeds one template database per run, so that each contract test copies it
 * instead of seeding the 12,000-drug catalogue again. SQLite: a file, whose path `createTestApp` reads from the
 * environment. TEST_DATABASE=postgres: a throw-away PostgreSQL server (tools/scripts/ensure-postgres.mjs) with a
 * template database that each test file's database is created from.
 */
export default async function buildTemplate(): Promise<void> {
  if (TEST_ENGINE === 'postgres') {
    const started = Date.now();
    // Node's own import of the tool (an ES module), not Jest's CommonJS rewrite of it.
    const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
    const tool = join(__dirname, '../../../../tools/scripts/ensure-postgres.mjs');
    const { startPostgres } = (await nativeImport(pathToFileURL(tool).href)) as {
      startPostgres(): Promise<PostgresServer>;
    };
    const server = await startPostgres();
    holder.gopharmTestPostgres = server;
    await adminQuery(server.url, [`CREATE DATABASE ${POSTGRES_TEMPLATE}`]);
    const db = await openDatabase(databaseUrl(server.url, POSTGRES_TEMPLATE));
    await db.close();
    process.env[POSTGRES_ADMIN_ENV] = server.url;
    console.log(`\n[api tests] PostgreSQL at ${server.url}, template seeded in ${Date.now() - started} ms`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-api-template-'));
  const file = join(dir, 'template.sqlite');
  const db = await openDatabase(file);
  // Everything into the main file, so one copy carries it all.
  await db.exec('PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;');
  await db.close();
  process.env.GOPHARM_API_TEST_TEMPLATE = file;
}

/** Jest global teardown: removes the template (and stops the PostgreSQL server). */
export function removeTemplate(): void {
  holder.gopharmTestPostgres?.stop();
  holder.gopharmTestPostgres = undefined;
  const file = process.env.GOPHARM_API_TEST_TEMPLATE;
  if (file) rmSync(join(file, '..'), { recursive: true, force: true });
}
