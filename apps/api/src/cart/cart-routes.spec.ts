import { createTestApp, type TestApp } from '../http/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const CENTRE = { lat: 41.311, lng: 69.279 }; // pharmacy 11
const SAMARKAND = { lat: 39.654, lng: 66.975 };

describe('API: v2/cart-check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true, accounts: { orderMinimum: 20_000 } });
  });
  afterAll(() => t.close());

  const check = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v2/cart-check', payload });

  it('returns current prices, max_count and stock of known drugs', async () => {
    const body = (
      await check({
        drugs: [
          { drug_id: 1, qty: 2 },
          { drug_id: 5, qty: 1 },
          { drug_id: 99, qty: 1 },
        ],
        type: 'shipping',
      })
    ).json();
    expect(body).toEqual({
      status: 1,
      msg: '',
      drugs: [
        { drug_id: 1, price: 1000, max_count: 50, is_count_exist: true },
        { drug_id: 5, price: 5000, max_count: 50, is_count_exist: false },
      ],
      cashback_percent: 2,
    });
  });

  it('tells the cashback rate of the configured percent, with or without a location', async () => {
    const other = await createTestApp({ smallCatalogue: true, accounts: { cashbackPercent: 5 } });
    try {
      const inject = (payload: object) =>
        other.app.inject({ method: 'POST', url: '/api/v2/cart-check', payload });
      expect((await inject({ drugs: [{ drug_id: 1, qty: 1 }] })).json().cashback_percent).toBe(5);
      const located = await inject({ drugs: [{ drug_id: 1, qty: 1 }], location: CENTRE });
      expect(located.json().cashback_percent).toBe(5);
    } finally {
      await other.close();
    }
  });

  it('prices express delivery at 2000 sum per started km from the nearest pharmacy holding the cart', async () => {
    const near = (
      await check({ drugs: [{ drug_id: 1, qty: 1 }], type: 'shipping', location: CENTRE })
    ).json();
    expect(near.delivery).toEqual({ distance_km: 0, express: 2000, standard: 0 });
    // Only pharmacy 12 (about 8 km away) holds 10 of drug 2.
    const far = (
      await check({ drugs: [{ drug_id: 2, qty: 10 }], type: 'shipping', location: CENTRE })
    ).json();
    expect(far.delivery.distance_km).toBeGreaterThan(7);
    expect(far.delivery.distance_km).toBeLessThan(9);
    expect(far.delivery.express).toBe(Math.ceil(far.delivery.distance_km) * 2000);
  });

  it('refuses a location no pharmacy delivers to', async () => {
    const body = (await check({ drugs: [{ drug_id: 1, qty: 1 }], location: SAMARKAND })).json();
    expect(body).toMatchObject({
      status: 0,
      code: 'no_delivery',
      msg: '',
      location: ['We do not deliver to this address yet'],
      cashback_percent: 2,
    });
  });

  it('says, with status 1, code and text, when no pharmacy holds the whole cart for a location', async () => {
    const lines = [
      { drug_id: 4, qty: 4 },
      { drug_id: 1, qty: 20 },
    ];
    const body = (await check({ drugs: lines, location: CENTRE })).json();
    expect(body).toMatchObject({
      status: 1,
      code: 'not_available',
      msg: 'This amount is not available in any pharmacies',
      location: CENTRE,
    });
    expect(body.delivery).toBeUndefined();
  });

  it.each([
    [{ drugs: [] }],
    [{ drugs: [{ drug_id: 1, qty: 0 }] }],
    [{ drugs: [{ drug_id: 1, qty: 1.5 }] }],
    [{}],
    [{ drugs: [{ drug_id: 1, qty: 1 }], location: { lat: 100, lng: 0 } }],
  ])('refuses %p with 400', async (payload) => {
    const answer = await check(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: 0,
      code: 'invalid_request',
      msg: expect.any(String),
      reason: expect.any(String),
    });
  });
});
