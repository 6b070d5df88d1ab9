import { DatabaseSync } from 'node:sqlite';
import { sql as saleDays } from '../db/migrations/0031-sale-days';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createSalesRepo } from './sales-repo';

/** A moment as the shop reads it: the day in Tashkent. */
const tashkentDay = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', dateStyle: 'short' }).format(new Date(iso));

describe('API: sales', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('runs a sale from the first to the last moment of its days in Tashkent, as its text says', async () => {
    const { body } = await server.get('/api/v1/sale/1');
    // "Скидки на витамины до 20%": 1 November to 31 December 2026.
    expect(body.description).toContain('1 ноября – 31 декабря 2026');
    expect(tashkentDay(body.start_date)).toBe('01.11.2026');
    expect(tashkentDay(body.end_date)).toBe('31.12.2026');
    expect(body.start_date).toBe('2026-10-31T19:00:00Z');
    expect(body.end_date).toBe('2026-12-31T18:59:59Z');
  });

  it('lists a sale until its last day ends in Tashkent, not in London', async () => {
    const repo = createSalesRepo(server.db);
    const ids = async (iso: string) => (await repo.current(new Date(iso))).map((row) => row.id);
    expect(await ids('2026-12-31T18:30:00Z')).toContain(1); // 23:30 on 31 December in Tashkent
    expect(await ids('2026-12-31T19:00:00Z')).not.toContain(1); // 00:00 on 1 January
  });

  it('answers 404 for a sale that does not exist', async () => {
    expect((await server.get('/api/v1/sale/999999')).status).toBe(404);
  });

  it('moves sales stored as UTC days onto the days of Tashkent (migration 31)', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE sales (id INTEGER PRIMARY KEY, start_date TEXT, end_date TEXT)');
    db.exec(`INSERT INTO sales VALUES (1, '2026-11-01T00:00:00Z', '2026-12-31T23:59:59Z'),
      (2, '2026-10-31T19:00:00Z', '2026-12-31T18:59:59Z')`);
    db.exec(saleDays);
    expect(db.prepare('SELECT start_date, end_date FROM sales ORDER BY id').all()).toEqual([
      { start_date: '2026-10-31T19:00:00Z', end_date: '2026-12-31T18:59:59Z' },
      { start_date: '2026-10-31T19:00:00Z', end_date: '2026-12-31T18:59:59Z' },
    ]);
    db.close();
  });
});

describe('API: sale banners', () => {
  it('draws a sale banner wide (3:1), with no text to translate', async () => {
    const server = await startTestServer();
    try {
      const { body } = await server.get('/api/v1/sales');
      expect(body.results.length).toBeGreaterThan(3);
      for (const sale of body.results) expect(sale.image).toMatch(/^\/api\/images\/banner-\d\.svg$/);
      const banner = await server.app.inject({ method: 'GET', url: body.results[0].image });
      expect(banner.statusCode).toBe(200);
      expect(banner.body).toContain('viewBox="0 0 1200 400"');
      expect(banner.body).not.toMatch(/[а-яё]/i);
    } finally {
      await server.close();
    }
  });
});
