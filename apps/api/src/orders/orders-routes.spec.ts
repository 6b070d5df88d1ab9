import { createTestApp, type TestApp } from '../http/testing';
import { devCardToken } from '../payments/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

describe('API: v1/orders, v1/order/{id}, v1/order-payment', () => {
  let t: TestApp;
  let alice: { authorization: string; userId: number };
  let bob: { authorization: string };
  let pickupId: number;
  let shippedId: number;
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true, accounts: { orderMinimum: 20_000, cashbackPercent: 5 } });
    alice = await t.signIn('998901120001');
    bob = await t.signIn('998901120002');
    const place = async (payload: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/v2/cart', payload, headers: alice })).json().order_id;
    pickupId = await place({
      drugs: [
        { drug_id: 1, qty: 20 },
        { drug_id: 3, qty: 2 },
      ],
      type: 'pickup',
      store_id: 11,
    });
    shippedId = await place({
      drugs: [{ drug_id: 2, qty: 10 }],
      type: 'shipping',
      address: 'ул. Амира Темура',
      house: '15',
      location: { lat: 41.311, lng: 69.279 },
      comment: 'Позвоните заранее',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: object = alice) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...headers } });

  it("lists the user's orders newest first with the fields of the contract", async () => {
    const body = (await get('v1/orders?lan=ru')).json();
    expect(body.status).toBe(1);
    expect(body.results.map((o: { id: number }) => o.id)).toEqual([shippedId, pickupId]);
    expect(body.results[1]).toEqual({
      id: pickupId,
      number: expect.stringMatching(/^GP-\d{6}$/),
      created_date: '2026-11-21T10:00:00.000Z',
      status: 'pending',
      type: 'pickup',
      shipping_time: null,
      address: null,
      store: expect.objectContaining({ id: 11, name: expect.any(String), lat: 41.311 }),
      payment_type: 1,
      prescription_id: null,
      is_paid: false,
      payment_state: 'not_paid',
      delivery_sum: 0,
      total: 26_000,
      cashback: 1300,
      items: [
        {
          drug_id: 1,
          slug: 'drug-1',
          name: 'Лекарство 1',
          qty: 20,
          price: 1000,
          image_thumbnail: '/images/1.svg',
        },
        {
          drug_id: 3,
          slug: 'drug-3',
          name: 'Лекарство 3',
          qty: 2,
          price: 3000,
          image_thumbnail: '/images/3.svg',
        },
      ],
      ready_until: null,
      courier_expected_at: null,
      timeline: [],
    });
    expect(body.results[0]).toMatchObject({
      type: 'shipping',
      shipping_time: 'standard',
      address: 'ул. Амира Темура, д. 15',
      store: null,
    });
    expect((await get('v1/orders', bob)).json().results).toEqual([]);
    expect((await get('v1/orders?page=2')).json().results).toEqual([]);
  });

  it("reads in the shopper's language: item names and the house and apartment of the address", async () => {
    const apartment = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart',
      payload: {
        drugs: [{ drug_id: 2, qty: 10 }],
        type: 'shipping',
        address: 'ул. Навои',
        house: '5',
        apartment: '12',
        location: { lat: 41.311, lng: 69.279 },
      },
      headers: alice,
    });
    const id = apartment.json().order_id;
    const ru = (await get(`v1/order/${id}?lan=ru`)).json();
    const uz = (await get(`v1/order/${id}?lan=uz`)).json();
    expect(ru).toMatchObject({ address: 'ул. Навои, д. 5, кв. 12', items: [{ name: 'Лекарство 2' }] });
    expect(uz).toMatchObject({ address: 'ул. Навои, 5-uy, 12-xonadon', items: [{ name: 'Dori 2' }] });
    await t.db.prepare('DELETE FROM orders WHERE id = ?').run(id);
  });

  it("answers one order, and 404 for another user's or an unknown one", async () => {
    expect((await get(`v1/order/${pickupId}`)).json()).toMatchObject({ id: pickupId, total: 26_000 });
    expect((await get(`v1/order/${pickupId}`, bob)).statusCode).toBe(404);
    expect((await get('v1/order/99999')).statusCode).toBe(404);
    expect((await get('v1/order/abc')).statusCode).toBe(400);
    expect((await get('v1/orders?page=0')).statusCode).toBe(400);
    expect((await get('v1/orders', {})).statusCode).toBe(401);
  });

  it('tells the payment data and pays part of an order with cashback earned on a delivered one', async () => {
    const payment = async (id: number) => (await get(`v1/order-payment/${id}`)).json();
    expect(await payment(shippedId)).toEqual({
      order_id: shippedId,
      total: 20_000,
      delivery_sum: 0,
      cash: 0,
      is_total_cash: false,
      is_user_pay: false,
      is_cancelled: false,
      created_date: expect.any(String),
      start_shipping: false,
    });
    // The pick-up order is picked up: it earns 5 % of 26 000.
    expect(await t.setOrderStatus(pickupId, 'picked_up')).toBe(true);
    expect((await get('v1/user-cashback')).json().cash).toBe(1300);

    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order-payment',
      payload: { order_id: shippedId, payment_type: 1, cash_pay: true },
      headers: alice,
    });
    expect(pay.json()).toEqual({ status: 1, msg: expect.any(String) });
    expect((await get('v1/user-cashback')).json().cash).toBe(0);
    expect(await payment(shippedId)).toMatchObject({ cash: 1300, is_user_pay: false });
  });

  it('pays the rest with a saved card; a paid order cannot be paid again', async () => {
    const pay = (payload: object, headers: object = alice) =>
      t.app.inject({ method: 'POST', url: '/api/v1/order-payment', payload, headers: { ...headers } });
    const refused = async (payload: object, headers: object = alice) => {
      const answer = await pay(payload, headers);
      return [answer.statusCode, answer.json().code];
    };
    expect(await refused({ order_id: shippedId, payment_type: 2 })).toEqual([400, 'card_id_required']);
    expect(await refused({ order_id: shippedId, payment_type: 2, card_id: 4242 })).toEqual([
      404,
      'card_not_found',
    ]);
    expect(await refused({ order_id: shippedId, payment_type: 1 }, bob)).toEqual([404, 'order_not_found']);
    expect(await refused({ order_id: shippedId, payment_type: 3 })).toEqual([400, 'invalid_request']);

    const init = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/cards/init',
        payload: { card_token: await devCardToken(t, '9860123456781236', '0130') },
        headers: alice,
      })
    ).json();
    const code = await t.lastCode('998901120001');
    const { card } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/cards/confirm',
        payload: { session: init.session, code },
        headers: alice,
      })
    ).json();
    expect((await pay({ order_id: shippedId, payment_type: 2, card_id: card.id })).json()).toEqual({
      status: 1,
      msg: 'Paid',
    });
    expect((await get(`v1/order-payment/${shippedId}`)).json().is_user_pay).toBe(true);
    expect((await pay({ order_id: shippedId, payment_type: 1 })).json()).toEqual({
      status: 0,
      code: 'already_paid',
      msg: 'The order is already paid',
    });
    expect((await get(`v1/order-payment/${shippedId}`, bob)).statusCode).toBe(404);
  });

  it('lets the shopper cancel until the goods are collected: once, with its stock and cashback back', async () => {
    const place = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/cart',
          payload: { drugs: [{ drug_id: 1, qty: 25 }], type: 'pickup', store_id: 11 },
          headers: alice,
        })
      ).json().order_id as number;
    const stock = async () =>
      (await t.db
        .prepare('SELECT qty FROM drug_stock WHERE pharmacy_id = 11 AND drug_id = 1')
        .get<{ qty: number }>())!.qty;
    const cancel = (id: number, headers: object = alice) =>
      t.app.inject({ method: 'POST', url: `/api/v1/order/${id}/cancel?lan=uz`, headers: { ...headers } });

    const before = await stock();
    const id = await place();
    expect(await stock()).toBe(before - 25);
    // Another shopper's order is not found, and stays as it was.
    expect((await cancel(id, bob)).statusCode).toBe(404);
    const first = await cancel(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 1,
      order: { id, status: 'cancelled_by_user', timeline: [{ status: 'cancelled_by_user' }] },
    });
    // Named in the language asked for.
    expect(first.json().order.items[0].name).toBe('Dori 1');
    expect(await stock()).toBe(before);
    // A second tap answers the same and gives nothing back twice.
    const again = await cancel(id);
    expect(again.json()).toMatchObject({ status: 1, order: { status: 'cancelled_by_user' } });
    expect(again.json().order.timeline).toHaveLength(1);
    expect(await stock()).toBe(before);
    // Its payment page says so: nothing is left to pay.
    const payment = await t.app.inject({ method: 'GET', url: `/api/v1/order-payment/${id}`, headers: alice });
    expect(payment.json()).toMatchObject({ is_cancelled: true });

    // Collected: the goods are put together, the shopper can no longer call it off.
    const collected = await place();
    expect(await t.setOrderStatus(collected, 'collected')).toBe(true);
    expect((await cancel(collected)).json()).toEqual({
      status: 0,
      code: 'order_not_cancellable',
      msg: 'The order can no longer be cancelled',
    });
    expect((await get(`v1/order/${collected}`)).json().status).toBe('collected');
  });
});
