import { STORAGE_EXPIRY_MS } from '@gopharm/util';
import { createTestApp, type TestApp } from '../http/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

describe('API: v1/cart/lines, the cart kept for a signed-in shopper (issue 43)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true });
  });
  afterAll(() => t.close());

  type Change = { drug_id: unknown; qty: unknown; age_ms: unknown };
  const put = (headers: object, lines: Change[], lan = 'ru') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/cart/lines?lan=${lan}`,
      payload: { lines },
      headers: { ...headers },
    });
  const get = async (headers: object) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/cart/lines', headers: { ...headers } })).json();
  const quantities = (answer: { lines: { drug: { id: number }; qty: number }[] }) =>
    answer.lines.map((line) => [line.drug.id, line.qty]);

  it('keeps lines newest change first, with their drugs in the language asked and how long ago they changed', async () => {
    const user = await t.signIn('998901230101');
    expect(await get(user)).toEqual({ status: 1, lines: [] });
    const answer = await put(
      user,
      [
        { drug_id: 2, qty: 3, age_ms: 5_000 },
        { drug_id: 4, qty: 1, age_ms: 1_000 },
      ],
      'uz',
    );
    expect(answer.statusCode).toBe(200);
    const kept = answer.json();
    expect(quantities(kept)).toEqual([
      [4, 1],
      [2, 3],
    ]);
    expect(kept.lines[0].drug).toMatchObject({ id: 4, slug: 'drug-4', name: 'Dori 4' });
    expect(kept.lines.map((line: { age_ms: number }) => line.age_ms)).toEqual([1_000, 5_000]);
    t.advance(60_000);
    expect((await get(user)).lines.map((line: { age_ms: number }) => line.age_ms)).toEqual([61_000, 65_000]);
  });

  it('keeps the later change of a line whichever arrives last, sets quantities rather than adding them, and keeps a removal', async () => {
    const user = await t.signIn('998901230102');
    await put(user, [{ drug_id: 1, qty: 2, age_ms: 0 }]);
    // An older change arriving later (a phone back online) loses; the same change sent again counts once.
    await put(user, [{ drug_id: 1, qty: 5, age_ms: 10_000 }]);
    await put(user, [{ drug_id: 1, qty: 2, age_ms: 0 }]);
    expect(quantities(await get(user))).toEqual([[1, 2]]);
    t.advance(1_000);
    // The removal is the latest change: an older quantity sent after it cannot bring the line back.
    expect(quantities((await put(user, [{ drug_id: 1, qty: 0, age_ms: 0 }])).json())).toEqual([]);
    expect(quantities((await put(user, [{ drug_id: 1, qty: 7, age_ms: 500 }])).json())).toEqual([]);
    // A newer one does (a change at the very same moment leaves the line as it is).
    expect(quantities((await put(user, [{ drug_id: 1, qty: 7, age_ms: 0 }])).json())).toEqual([]);
    t.advance(1);
    expect(quantities((await put(user, [{ drug_id: 1, qty: 7, age_ms: 0 }])).json())).toEqual([[1, 7]]);
  });

  it('takes the latest of one body’s changes to a line, drops drugs the catalogue lacks, and keeps users apart', async () => {
    const user = await t.signIn('998901230103');
    const other = await t.signIn('998901230104');
    const answer = await put(user, [
      { drug_id: 3, qty: 1, age_ms: 100 },
      { drug_id: 999, qty: 1, age_ms: 0 },
      { drug_id: 3, qty: 4, age_ms: 50 },
      { drug_id: 3, qty: 2, age_ms: 900 },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(quantities(answer.json())).toEqual([[3, 4]]);
    expect(quantities(await get(other))).toEqual([]);
  });

  it('forgets removals older than any device keeps its cart, and keeps newer ones', async () => {
    const user = await t.signIn('998901230105');
    await put(user, [
      { drug_id: 2, qty: 0, age_ms: STORAGE_EXPIRY_MS + 1_000 },
      { drug_id: 5, qty: 0, age_ms: 1_000 },
    ]);
    const rows = await t.db
      .prepare('SELECT drug_id FROM cart_lines WHERE user_id = (SELECT id FROM users WHERE phone = ?)')
      .all<{ drug_id: number }>('998901230105');
    expect(rows.map((row) => row.drug_id)).toEqual([5]);
  });

  it('refuses a bad body with 400 and a call without a token with 401', async () => {
    const user = await t.signIn('998901230106');
    expect((await put(user, [{ drug_id: 1, qty: -1, age_ms: 0 }])).statusCode).toBe(400);
    expect((await put(user, [{ drug_id: 1, qty: 1, age_ms: -5 }])).statusCode).toBe(400);
    expect((await put(user, [{ drug_id: 'x', qty: 1, age_ms: 0 }])).statusCode).toBe(400);
    expect((await put(user, [{ drug_id: 1, qty: 1.5, age_ms: 0 }])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ drug_id: i + 1, qty: 1, age_ms: 0 }));
    expect((await put(user, tooMany)).statusCode).toBe(400);
    expect((await put({}, [{ drug_id: 1, qty: 1, age_ms: 0 }])).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cart/lines' })).statusCode).toBe(401);
  });
});
