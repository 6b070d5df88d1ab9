import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { seedSmallCatalogue } from './small-catalogue';

/**
 * The engine the contract tests run on: SQLite unless `TEST_DATABASE=postgres` (the `api:test-postgres` target),
 * where jest's global setup starts a throw-away PostgreSQL server and seeds one template database.
 */
export const TEST_ENGINE: 'sqlite' | 'postgres' =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** Set by the global setup (test-template.ts) in PostgreSQL runs. */
export const POSTGRES_ADMIN_ENV = 'GOPHARM_API_TEST_POSTGRES';
export const POSTGRES_TEMPLATE = 'gopharm_template';

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's `postgres` database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(adminUrl: string, statements: string[]): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  db: Database;
  /** Whether anything stored holds this text (a SQLite file's bytes, or every row of every PostgreSQL table). */
  contains(text: string): Promise<boolean>;
  /** Closes the database and throws it away. */
  drop(): Promise<void>;
}

let created = 0;

/**
 * A database of its own for one test file, seeded: a copy of the run's template (a file on SQLite, `CREATE
 * DATABASE … TEMPLATE` on PostgreSQL) when there is one, else migrated and seeded here. `small`: migrated and
 * holding only the small catalogue (small-catalogue.ts), for tests that know their drugs and stock by heart.
 */
export async function openTestDatabase(
  sqliteTemplate: string | null | undefined = process.env.GOPHARM_API_TEST_TEMPLATE,
  { small = false }: { small?: boolean } = {},
): Promise<TestDatabase> {
  const admin = process.env[POSTGRES_ADMIN_ENV];
  if (TEST_ENGINE === 'postgres') {
    if (!admin) throw new Error('TEST_DATABASE=postgres needs the global setup of apps/api/jest.config.js');
    const name = `t_${process.pid}_${++created}_${randomBytes(3).toString('hex')}`;
    // PostgreSQL 15+ copies the template's files at once (its default logs every page: several times slower).
    if (small) await adminQuery(admin, [`CREATE DATABASE ${name}`]);
    else {
      const create = `CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE}`;
      await adminQuery(admin, [`${create} STRATEGY file_copy`]).catch(() => adminQuery(admin, [create]));
    }
    const db = await openDatabase(databaseUrl(admin, name), { seed: !small });
    if (small) await seedSmallCatalogue(db);
    return {
      db,
      async contains(text) {
        const tables = await db
          .prepare("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
          .all<{ tablename: string }>();
        // Each row as PostgreSQL writes it out as text, searched by the server (the stock alone is 300,000 rows).
        for (const { tablename } of tables) {
          const found = await db
            .prepare(`SELECT 1 AS hit FROM ${tablename} AS r WHERE strpos(CAST(r AS text), ?) > 0 LIMIT 1`)
            .get(text);
          if (found) return true;
        }
        return false;
      },
      async drop() {
        await db.close();
        await adminQuery(admin, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-api-'));
  const file = join(dir, 'test.sqlite');
  if (!small && sqliteTemplate && existsSync(sqliteTemplate)) copyFileSync(sqliteTemplate, file);
  const db = await openDatabase(file, { seed: !small });
  if (small) await seedSmallCatalogue(db);
  return {
    db,
    async contains(text) {
      await db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return [file, `${file}-wal`, `${file}-journal`].some(
        (path) => existsSync(path) && readFileSync(path).includes(text),
      );
    },
    async drop() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
