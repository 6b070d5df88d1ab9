import { createTestApp, type TestApp } from '../http/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const CENTRE = { lat: 41.311, lng: 69.279 };

describe('API: v2/cart (placing an order)', () => {
  let t: TestApp;
  let alice: { authorization: string };
  let bob: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true, accounts: { orderMinimum: 20_000, cashbackPercent: 5 } });
    alice = await t.signIn('998901110001');
    bob = await t.signIn('998901110002');
  });
  afterAll(() => t.close());

  const order = (payload: object, headers: object = alice) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/cart',
      payload: { device: 'desktop', ...payload },
      headers: { ...headers },
    });
  const pickup = (drugs: object[], extra: object = {}) =>
    order({ drugs, type: 'pickup', store_id: 11, ...extra });
  const stock = async (pharmacy: number, drug: number) =>
    (
      (await t.db
        .prepare('SELECT qty FROM drug_stock WHERE pharmacy_id = ? AND drug_id = ?')
        .get(pharmacy, drug)) as { qty: number }
    ).qty;

  it('places a pick-up order, takes the stock and answers order_id and orders_count', async () => {
    const before = await stock(11, 1);
    const answer = await pickup([{ drug_id: 1, qty: 20 }]);
    expect(answer.json()).toEqual({
      status: 1,
      msg: expect.any(String),
      order_id: expect.any(Number),
      orders_count: 1,
    });
    expect(await stock(11, 1)).toBe(before - 20);
  });

  it('ships from the nearest pharmacy holding the cart and charges express by distance, standard free', async () => {
    const address = { address: 'ул. Амира Темура, 15', house: '15', location: CENTRE };
    const express = (
      await order({
        drugs: [{ drug_id: 2, qty: 10 }],
        type: 'shipping',
        shipping_time: 'express',
        ...address,
      })
    ).json();
    expect(express.status).toBe(1);
    const standard = (await order({ drugs: [{ drug_id: 1, qty: 20 }], type: 'shipping', ...address })).json();
    const read = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: alice })).json();
    const expressOrder = await read(express.order_id);
    expect(expressOrder).toMatchObject({
      type: 'shipping',
      shipping_time: 'express',
      status: 'pending',
      store: null,
      total: 20_000 + expressOrder.delivery_sum,
    });
    expect(expressOrder.delivery_sum).toBe(8 * 2000); // pharmacy 12 is 7-8 km away
    expect(await read(standard.order_id)).toMatchObject({
      shipping_time: 'standard',
      delivery_sum: 0,
      total: 20_000,
    });
  });

  it('refuses express outside the shop hours (409, taking no stock), keeps standard, and places express by day at the fee it counts', async () => {
    const express = {
      drugs: [{ drug_id: 2, qty: 10 }],
      type: 'shipping',
      shipping_time: 'express',
      address: 'ул. Амира Темура, 15',
      house: '15',
      location: CENTRE,
      // A client's own figure of the fee: not part of the call, so never read.
      delivery_sum: 0,
    };
    const read = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: alice })).json();
    // The test clock stands at 15:00 in Tashkent (10:00 UTC); 04:13 of the night after is 13 h 13 min on.
    const toNight = (13 * 60 + 13) * 60_000;
    t.advance(toNight);
    try {
      const before = await stock(12, 2);
      const refused = await order(express);
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        {
          status: 0,
          code: 'express_closed',
          msg: 'Express delivery is available from 08:30 to 20:30, Tashkent time',
          opens: '08:30',
          closes: '20:30',
        },
      ]);
      expect(await stock(12, 2)).toBe(before);
      const standard = (await order({ ...express, shipping_time: 'standard' })).json();
      expect(await read(standard.order_id)).toMatchObject({ shipping_time: 'standard', delivery_sum: 0 });
    } finally {
      t.advance(-toNight);
    }
    const placed = (await order(express)).json();
    expect(await read(placed.order_id)).toMatchObject({
      shipping_time: 'express',
      delivery_sum: 8 * 2000, // pharmacy 12 is 7-8 km away
      total: 20_000 + 8 * 2000,
    });
  });

  it.each([
    [
      'shipping without a location',
      { drugs: [{ drug_id: 1, qty: 20 }], type: 'shipping', address: 'ул. Навои, 1' },
      { code: 'choose_address', msg: '', location: ['Choose the delivery address on the map'] },
    ],
    [
      'shipping without an address',
      { drugs: [{ drug_id: 1, qty: 20 }], type: 'shipping', location: CENTRE },
      { code: 'choose_address', msg: '', location: ['Choose the delivery address on the map'] },
    ],
    [
      'shipping too far',
      {
        drugs: [{ drug_id: 1, qty: 20 }],
        type: 'shipping',
        address: 'Регистан',
        location: { lat: 39.654, lng: 66.975 },
      },
      { code: 'no_delivery', msg: '', location: ['We do not deliver to this address yet'] },
    ],
    [
      'pick-up without a store',
      { drugs: [{ drug_id: 1, qty: 20 }], type: 'pickup' },
      {
        code: 'pharmacy_lacks_items',
        msg: '',
        store_id: ['This pharmacy does not have every item of the order'],
      },
    ],
    [
      'a store missing a line',
      {
        drugs: [
          { drug_id: 1, qty: 20 },
          { drug_id: 3, qty: 1 },
        ],
        type: 'pickup',
        store_id: 12,
      },
      {
        code: 'pharmacy_lacks_items',
        msg: '',
        store_id: ['This pharmacy does not have every item of the order'],
      },
    ],
    [
      'less than the minimum',
      { drugs: [{ drug_id: 1, qty: 19 }], type: 'pickup', store_id: 11 },
      { code: 'minimum_order', msg: 'Minimum order amount' },
    ],
    [
      'a drug out of stock',
      { drugs: [{ drug_id: 5, qty: 4 }], type: 'pickup', store_id: 11 },
      { code: 'out_of_stock', msg: 'Out of stock' },
    ],
    [
      'more than max_count',
      {
        drugs: [
          { drug_id: 3, qty: 3 },
          { drug_id: 1, qty: 20 },
        ],
        type: 'pickup',
        store_id: 11,
      },
      { code: 'not_available', msg: 'This amount is not available in any pharmacies' },
    ],
    [
      'more than any pharmacy holds',
      {
        drugs: [
          { drug_id: 4, qty: 4 },
          { drug_id: 1, qty: 20 },
        ],
        type: 'shipping',
        address: 'ул. Навои, 1',
        location: CENTRE,
      },
      { code: 'not_available', msg: 'This amount is not available in any pharmacies' },
    ],
    [
      'a drug gone from the catalogue',
      { drugs: [{ drug_id: 99, qty: 1 }], type: 'pickup', store_id: 11 },
      { code: 'out_of_stock', msg: 'Out of stock' },
    ],
    [
      'a promo code that does not exist',
      { drugs: [{ drug_id: 1, qty: 20 }], type: 'pickup', store_id: 11, promo_code: 'FREE' },
      { code: 'promo_code_not_found', msg: 'Promo code not found' },
    ],
  ])('refuses %s in the spec shape (200, status 0)', async (_name, payload, refusal) => {
    const answer = await order(payload);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 0, ...refusal });
  });

  it.each([
    [{ type: 'pickup', store_id: 11 }, 'invalid_request'],
    [{ drugs: [{ drug_id: 1, qty: 0 }], type: 'pickup', store_id: 11 }, 'invalid_request'],
    [{ drugs: [{ drug_id: 1, qty: 20 }], type: 'courier' }, 'invalid_request'],
    [{ drugs: [{ drug_id: 1, qty: 20 }], type: 'pickup', store_id: 11, payment_type: 3 }, 'invalid_request'],
    [
      { drugs: [{ drug_id: 1, qty: 20 }], type: 'pickup', store_id: 11, idempotency_key: 'short' },
      'invalid_request',
    ],
  ])('answers 400 with a message for %p (%s)', async (payload, code) => {
    const answer = await order(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 0, code, msg: expect.any(String) });
  });

  it('answers 400 for an Idempotency-Key header of another form', async () => {
    const answer = await order(
      { drugs: [{ drug_id: 1, qty: 20 }], type: 'pickup', store_id: 11 },
      { ...alice, 'idempotency-key': 'short' },
    );
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      {
        status: 0,
        code: 'invalid_idempotency_key',
        msg: 'Idempotency-Key must be 8 to 100 letters, digits or _.:-',
      },
    ]);
  });

  it("answers 404 for another user's card, 401 without a token", async () => {
    expect((await pickup([{ drug_id: 1, qty: 20 }], { payment_type: 2, card_id: 12345 })).statusCode).toBe(
      404,
    );
    expect(
      (await order({ drugs: [{ drug_id: 1, qty: 20 }], type: 'pickup', store_id: 11 }, {})).statusCode,
    ).toBe(401);
  });

  it('adds up a drug listed twice into one line', async () => {
    const before = await stock(11, 1);
    const answer = await pickup([
      { drug_id: 1, qty: 10 },
      { drug_id: 1, qty: 10 },
    ]);
    expect(answer.json().status).toBe(1);
    expect(await stock(11, 1)).toBe(before - 20);
  });

  it('places a card order without a saved card to be paid on the provider page; a card number is never taken', async () => {
    const answer = await pickup([{ drug_id: 1, qty: 20 }], {
      payment_type: 2,
      // An old client's card fields: not part of the call any more, so neither read nor kept.
      card_number: '4111 1111 1111 1111',
      card_expiry: '12/28',
    });
    expect(answer.json().status).toBe(1);
    const placed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/${answer.json().order_id}`,
      headers: alice,
    });
    expect(placed.json()).toMatchObject({ payment_type: 2, is_paid: false, payment_state: 'waiting' });
    expect(await t.databaseContains('4111111111111111')).toBe(false);
    expect(await t.databaseContains('4111 1111')).toBe(false);
  });

  it('creates one order for a repeated idempotency key (body or header)', async () => {
    const before = await stock(11, 1);
    const first = (await pickup([{ drug_id: 1, qty: 20 }], { idempotency_key: 'order-key-0001' })).json();
    const again = (await pickup([{ drug_id: 1, qty: 20 }], { idempotency_key: 'order-key-0001' })).json();
    expect(again).toEqual(first);
    expect(await stock(11, 1)).toBe(before - 20);
    const headers = { ...alice, 'idempotency-key': 'order-key-0002' };
    const a = (
      await order({ drugs: [{ drug_id: 1, qty: 20 }], type: 'pickup', store_id: 11 }, headers)
    ).json();
    const b = (
      await order({ drugs: [{ drug_id: 1, qty: 20 }], type: 'pickup', store_id: 11 }, headers)
    ).json();
    expect(b.order_id).toBe(a.order_id);
    expect(a.order_id).not.toBe(first.order_id);
    // The key belongs to the user: Bob's first use of it places his own order.
    const bobs = (await pickup([{ drug_id: 1, qty: 20 }], { idempotency_key: 'order-key-0001' })).json();
    expect(bobs.status).toBe(1);
  });

  it('never oversells when orders for the last units arrive together', async () => {
    const lines = [
      { drug_id: 4, qty: 3 },
      { drug_id: 1, qty: 10 },
    ]; // pharmacy 12 holds exactly 3 of drug 4
    const answers = await Promise.all(
      [alice, bob, alice, bob].map((user) => order({ drugs: lines, type: 'pickup', store_id: 12 }, user)),
    );
    expect(answers.filter((a) => a.json().status === 1)).toHaveLength(1);
    expect(await stock(12, 4)).toBe(0);
  });
});
