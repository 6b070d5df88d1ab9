import { createTestApp, type TestApp } from '../http/testing';

jest.setTimeout(30_000);

describe('API: v1/stock-alerts', () => {
  let t: TestApp;
  let alice: { authorization: string };
  let bob: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signIn('998901230201');
    bob = await t.signIn('998901230202');
  });
  afterAll(() => t.close());

  const ask = (drugId: unknown, headers: Record<string, string>, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/stock-alerts${query}`,
      payload: { drug_id: drugId },
      headers,
    });
  const waiting = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/stock-alerts', headers })).json().results;

  it('keeps a shopper’s alert once per drug, for the region of the district asked from, for them only', async () => {
    // Chilonzor (101) is a district of Tashkent (1), whose pharmacies' receipts answer it.
    expect((await ask(2, alice, '?region=101&lan=uz')).json()).toEqual({ status: 1 });
    expect((await ask(2, alice, '?region=101&lan=uz')).json()).toEqual({ status: 1 });
    expect(await waiting(alice)).toEqual([
      {
        drug_id: 2,
        region_id: 1,
        created_at: expect.any(String),
        notified_at: null,
        drug: { id: 2, slug: expect.any(String), name: expect.any(String), image: expect.any(String) },
      },
    ]);
    expect(await waiting(bob)).toEqual([]);
  });

  it('is deleted by its drug, by its owner only', async () => {
    await ask(3, alice);
    const byBob = await t.app.inject({ method: 'DELETE', url: '/api/v1/stock-alerts/3', headers: bob });
    expect(byBob.json()).toEqual({ status: 0 });
    const byAlice = await t.app.inject({ method: 'DELETE', url: '/api/v1/stock-alerts/3', headers: alice });
    expect(byAlice.json()).toEqual({ status: 1 });
    expect((await waiting(alice)).map((a: { drug_id: number }) => a.drug_id)).not.toContain(3);
  });

  it('refuses a guest, an unknown drug or region and a malformed id', async () => {
    expect((await ask(2, {})).statusCode).toBe(401);
    expect((await ask(2, alice, '?region=77')).statusCode).toBe(400);
    expect(await ask(99_999_999, alice)).toMatchObject({ statusCode: 404 });
    expect((await ask('two', alice)).statusCode).toBe(400);
  });
});
