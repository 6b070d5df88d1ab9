import { buildServer } from '../server';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { missedQueryKey } from './search-misses';

const STAFF_TOKEN = 'staff-token-for-the-misses-tests-0123';

// Each app copies the seeded template database and builds the search index: seconds on a busy two-core machine.
jest.setTimeout(30_000);

describe('search misses for staff (GET v1/search/misses)', () => {
  let store: TestDatabase;
  let now = new Date('2026-11-21T10:00:00Z');
  const serverOn = () => buildServer({ db: store.db, vitals: { clock: () => now, staffToken: STAFF_TOKEN } });
  let app: ReturnType<typeof buildServer>;
  const search = (text: string, extra = '') =>
    app.inject({ method: 'GET', url: `/api/v1/drugs?search=${encodeURIComponent(text)}${extra}` });
  const misses = async (query = '', authorization = `Bearer ${STAFF_TOKEN}`) =>
    app.inject({ method: 'GET', url: `/api/v1/search/misses${query}`, headers: { authorization } });

  beforeAll(async () => {
    store = await openTestDatabase();
    app = serverOn();
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await store.drop();
  });

  it('counts per day the searches that found nothing, and only those, each search once', async () => {
    await search('zzqxjw');
    await search('ZZQXJW ');
    await search('zzqxjw', '&page=2'); // the same search, its next page: not asked again
    await search('парацетамол');
    await search('qqqwwwxx');
    now = new Date('2026-11-22T09:00:00Z');
    await search('zzqxjw');
    const answer = await misses();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      status: 1,
      days: 7,
      results: [
        { day: '2026-11-22', query: 'zzqxjw', count: 1 },
        { day: '2026-11-21', query: 'zzqxjw', count: 2 },
        { day: '2026-11-21', query: 'qqqwwwxx', count: 1 },
      ],
    });
    expect((await misses('?days=1')).json().results).toEqual([
      { day: '2026-11-22', query: 'zzqxjw', count: 1 },
    ]);
  });

  it('keeps nothing about a person: a phone number or an e-mail typed into the box is not counted', async () => {
    expect(missedQueryKey('+998 90 123 45 67')).toBeNull();
    expect(missedQueryKey('901234567')).toBeNull();
    expect(missedQueryKey('ivan@mail.uz')).toBeNull();
    expect(missedQueryKey('  Вита   Мишки ')).toBe('вита мишки');
    await search('+998 90 123 45 67');
    const { results } = (await misses('?days=1')).json() as { results: Array<{ query: string }> };
    expect(results.map((r) => r.query)).toEqual(['zzqxjw']);
    expect(await store.contains('123 45 67')).toBe(false);
  });

  it('adds the counts of two instances on one database', async () => {
    const other = serverOn();
    await other.ready();
    await other.inject({ method: 'GET', url: '/api/v1/drugs?search=zzqxjw' });
    await other.close(); // writes what it counted
    await search('zzqxjw');
    expect((await misses('?days=1')).json().results).toEqual([
      { day: '2026-11-22', query: 'zzqxjw', count: 3 },
    ]);
  });

  it('answers only staff: 401 without a token, 403 with another, 400 for a bad window', async () => {
    expect((await misses('', '')).statusCode).toBe(401);
    expect((await misses('', 'Bearer not-the-staff-token-at-all-0000')).statusCode).toBe(403);
    expect((await misses('?days=0')).statusCode).toBe(400);
    expect((await misses('?days=91')).statusCode).toBe(400);
  });

  it('answers 403 to everybody when no staff token is set', async () => {
    const closed = buildServer({ db: store.db });
    const answer = await closed.inject({
      method: 'GET',
      url: '/api/v1/search/misses',
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    expect(answer.statusCode).toBe(403);
    await closed.close();
  });
});
