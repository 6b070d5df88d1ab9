import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { buildServer } from '../server';

/**
 * A server on a freshly seeded database in a temporary file (a real file, as in production), for one test
 * file: build it in `beforeAll`, close it in `afterAll`.
 */
export function startTestServer() {
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-api-'));
  const db = openDatabase(join(dir, 'gopharm.sqlite'));
  const app = buildServer({ db });
  return {
    app,
    db,
    /** GET and parse: `{ status, body }`. */
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
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestServer = ReturnType<typeof startTestServer>;

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
};
