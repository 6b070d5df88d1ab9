import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';

/**
 * Jest global setup: migrates and seeds one template database per run, so that each contract test copies a file
 * instead of seeding the 12,000-drug catalogue again. `createTestApp` reads its path from the environment.
 */
export default async function buildTemplate(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-api-template-'));
  const file = join(dir, 'template.sqlite');
  const db = await openDatabase(file);
  // Everything into the main file, so one copy carries it all.
  await db.exec('PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;');
  await db.close();
  process.env.GOPHARM_API_TEST_TEMPLATE = file;
}

/** Jest global teardown: removes the template. */
export function removeTemplate(): void {
  const file = process.env.GOPHARM_API_TEST_TEMPLATE;
  if (file) rmSync(join(file, '..'), { recursive: true, force: true });
}
