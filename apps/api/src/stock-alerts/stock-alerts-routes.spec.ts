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

describe('API: v1/stock/receipts (the pharmacies’ systems) answers the waiting alerts', () => {
  const token = 'a-stock-feed-token-of-32-characters!';
  let t: TestApp;
  let dilnoza: { authorization: string };
  const phone = '998901230301';
  beforeAll(async () => {
    t = await createTestApp({ accounts: { stockFeedToken: token } });
    dilnoza = await t.signIn(phone);
  });
  afterAll(() => t.close());

  const receipt = (lines: unknown, authorization?: string, pharmacy = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/stock/receipts',
      payload: { pharmacy_id: pharmacy, lines },
      headers: authorization ? { authorization } : {},
    });
  const texts = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` })).json().results as {
      text: string;
    }[];

  it('takes a receipt only with the token, texts each alert once in its language, and shows it answered', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/stock-alerts?lan=uz&region=1',
      payload: { drug_id: 7 },
      headers: dilnoza,
    });
    expect((await receipt([{ drug_id: 7, qty: 5 }])).statusCode).toBe(401);
    expect((await receipt([{ drug_id: 7, qty: 5 }], 'Bearer wrong')).statusCode).toBe(401);
    const sentBefore = (await texts()).length;
    expect((await receipt([{ drug_id: 7, qty: 5 }], `Bearer ${token}`)).json()).toEqual({
      status: 1,
      alerts_answered: 1,
    });
    const [latest] = await texts();
    expect(await texts()).toHaveLength(sentBefore + 1);
    expect(latest.text).toMatch(/^GoPharm: .+ yana sotuvda\. gopharm\.uz$/);
    expect(latest.text).toMatch(/^[\x20-\x7e]+$/);
    expect((await receipt([{ drug_id: 7, qty: 5 }], `Bearer ${token}`)).json()).toEqual({
      status: 1,
      alerts_answered: 0,
    });
    // Answered: the profile shows it as a notice, named in the language asked.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/stock-alerts?lan=uz', headers: dilnoza });
    expect(list.json().results).toEqual([
      expect.objectContaining({ drug_id: 7, notified_at: expect.any(String), drug: expect.any(Object) }),
    ]);
    expect(latest.text).toContain(list.json().results[0].drug.name);
  });

  it('refuses an unknown pharmacy and a malformed receipt', async () => {
    expect((await receipt([{ drug_id: 7, qty: 1 }], `Bearer ${token}`, 99_999)).statusCode).toBe(404);
    expect((await receipt([{ drug_id: 7, qty: 0 }], `Bearer ${token}`)).statusCode).toBe(400);
    expect((await receipt([], `Bearer ${token}`)).statusCode).toBe(400);
  });

  it('has no receipt call without a token configured', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/stock/receipts',
        payload: { pharmacy_id: 1, lines: [{ drug_id: 7, qty: 1 }] },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
