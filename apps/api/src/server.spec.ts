import { CATEGORY_ICONS } from '@gopharm/util';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './server';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

describe('API: v1/categories', () => {
  let store: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    // SQLite: a fresh file migrated and seeded here, no template (PostgreSQL: the run's template was made so).
    store = await openTestDatabase(null);
    app = buildServer({ db: store.db });
  });
  afterAll(async () => {
    await app.close();
    await store.drop();
  });

  it('returns the category tree with names in the requested language', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/categories?lan=uz' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.status).toBe(1);
    const medicines = body.results.find((c: { id: number }) => c.id === 1);
    expect(medicines).toMatchObject({
      name: 'Dori vositalari',
      name_ru: 'Лекарственные средства',
      slug: expect.any(String),
    });
    expect(medicines.childs.length).toBeGreaterThan(0);
    // Each top-level category's tile has its icon; subcategories have none.
    const shown = body.results.filter((c: { id: number }) => c.id < 700);
    expect(shown.map((c: { icon: string }) => c.icon).sort()).toEqual([...CATEGORY_ICONS].sort());
    expect(medicines.childs[0].icon).toBeNull();
    expect(body.results.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([706, 708]));
  });

  it('defaults to Russian', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
    expect(body.results[0].name).toBe(body.results[0].name_ru);
  });

  it('answers 400 with a message for a bad query, never a 500', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/categories?lan=fr' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 0, code: 'invalid_request', msg: expect.any(String) });
  });

  it('answers 404 as JSON for an unknown call', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v9/nothing' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ status: 0, code: 'not_found', msg: 'Not found' });
  });
});
