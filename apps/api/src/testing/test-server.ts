import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/open-database';
import { buildServer } from '../server';
import { openTestDatabase, TEST_ENGINE } from './test-database';

/** A fingerprint of the schema and seed sources, so a stale seeded template is never reused. */
function seedVersion(): string {
  const hash = createHash('sha256');
  for (const dir of [join(__dirname, '../db/migrations'), join(__dirname, '../db/seed')]) {
    for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The seeded database file of this schema and seed, made once for all test files (seeding takes seconds):
 * written aside and renamed into place, so parallel workers never see half a file.
 */
async function seededTemplate(): Promise<string> {
  const template = join(tmpdir(), `gopharm-api-seed-${seedVersion()}.sqlite`);
  if (!existsSync(template)) {
    const dir = mkdtempSync(join(tmpdir(), 'gopharm-api-seeding-'));
    const file = join(dir, 'seed.sqlite');
    const db = await openDatabase(file);
    await db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.close();
    renameSync(file, template);
    rmSync(dir, { recursive: true, force: true });
  }
  return template;
}

/**
 * A server on its own copy of the seeded database (a real file, as in production, or a PostgreSQL database when
 * TEST_DATABASE=postgres), for one test file: build it in `beforeAll`, close it in `afterAll`.
 */
export async function startTestServer({ docsPage = false }: { docsPage?: boolean } = {}) {
  const store = await openTestDatabase(TEST_ENGINE === 'sqlite' ? await seededTemplate() : undefined);
  const { db } = store;
  const app = buildServer({ db, docsPage });
  await app.ready();
  return {
    app,
    db,
    /** GET and parse: `{ status, body, headers }`. */
    async get(url: string) {
      const answer = await app.inject({ method: 'GET', url });
      return { status: answer.statusCode, body: answer.json(), headers: answer.headers };
    },
    async post(url: string, payload: object) {
      const answer = await app.inject({ method: 'POST', url, payload });
      return { status: answer.statusCode, body: answer.json() };
    },
    async close() {
      await app.close();
      await store.drop();
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The fields of the contract's `Drug` (apps/api/README.md). */
export const DRUG_SHAPE = {
  id: expect.any(Number),
  slug: expect.any(String),
  name: expect.stringMatching(/".+"$/),
  price: expect.any(Number),
  manufacturer: { id: expect.any(Number), name: expect.any(String), country: expect.any(String) },
  country_code: expect.stringMatching(/^[A-Z]{2}$/),
  image: expect.stringMatching(/^\/api\/images\/.+\.svg$/),
  image_thumbnail: expect.any(String),
  is_count_exist: expect.any(Boolean),
  max_count: expect.any(Number),
  international_name: { id: expect.any(Number), name: expect.any(String) },
  is_recept: expect.any(Boolean),
  release_form: expect.any(String),
  labels: expect.any(Array),
  category_id: expect.any(Number),
  unit_price: {
    unit: expect.stringMatching(/^(pcs|ml|g|dose)$/),
    amount: expect.any(Number),
    price: expect.any(Number),
  },
  kind: expect.stringMatching(/^(medicine|goods)$/),
};
