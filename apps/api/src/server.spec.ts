import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from './db/database';
import { buildServer } from './server';

describe('API: v1/categories', () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openDatabase(':memory:');
    app = buildServer({ db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
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
    expect(body.results.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([706, 708]));
  });

  it('defaults to Russian', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
    expect(body.results[0].name).toBe(body.results[0].name_ru);
  });

  it('answers 400 with a message for a bad query, never a 500', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/categories?lan=fr' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 0, msg: expect.any(String) });
  });

  it('answers 404 as JSON for an unknown call', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v9/nothing' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ status: 0, msg: 'Not found' });
  });
});
