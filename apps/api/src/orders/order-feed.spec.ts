import { createTestApp, type TestApp } from '../http/testing';

// On SQLite by default; TEST_DATABASE=postgres runs it again on PostgreSQL.
jest.setTimeout(60_000);

const token = 'an-order-feed-token-of-32-characters';
const feed = { authorization: `Bearer ${token}` };
let eventIds = 0;
const newEventId = () => `evt-${process.pid}-${++eventIds}`;

describe('API: POST v1/orders/status-events (the pharmacies report what happened to an order)', () => {
  let t: TestApp;
  let shopper: { authorization: string; userId: number };
  let other: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp({
      smallCatalogue: true,
      accounts: {
        orderMinimum: 1_000,
        cashbackPercent: 10,
        orderFeedToken: token,
        stockFeedToken: `${token}-stock`,
      },
    });
    shopper = await t.signIn('998901400001');
    other = await t.signIn('998901400002');
  });
  afterAll(() => t.close());

  const place = async (type: 'pickup' | 'shipping', qty = 2, who = shopper): Promise<number> => {
    const payload =
      type === 'pickup'
        ? { drugs: [{ drug_id: 1, qty }], type, store_id: 11 }
        : {
            drugs: [{ drug_id: 1, qty }],
            type,
            address: 'ул. Навои',
            house: '5',
            location: { lat: 41.311, lng: 69.28 },
          };
    const answer = await t.app.inject({ method: 'POST', url: '/api/v2/cart', payload, headers: who });
    expect(answer.json()).toMatchObject({ status: 1 });
    return answer.json().order_id;
  };
  const send = (body: Record<string, unknown>, headers: object = feed) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/status-events',
      payload: body,
      headers: { ...headers },
    });
  const event = (order_id: number, status: string, occurred_at: string, extra: object = {}) => ({
    event_id: newEventId(),
    order_id,
    status,
    occurred_at,
    ...extra,
  });
  const order = async (id: number, who = shopper) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}?lan=ru`, headers: who })).json();
  const stock = async (drugId: number) =>
    Number(
      (await t.db
        .prepare('SELECT qty FROM drug_stock WHERE pharmacy_id = 11 AND drug_id = ?')
        .get<{ qty: number }>(drugId))!.qty,
    );
  const timeline = async (orderId: number) =>
    (
      await t.db
        .prepare('SELECT status FROM order_events WHERE order_id = ? ORDER BY id')
        .all<{ status: string }>(orderId)
    ).map((row) => row.status);

  it('refuses a call without the feed token, with a wrong one, and with the stock feed token, in one way', async () => {
    const id = await place('pickup');
    const body = event(id, 'accept', '2026-11-21T10:01:00Z');
    const wrong = [
      {},
      { authorization: token },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${token.slice(0, -1)}x` },
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token}-stock` },
    ];
    for (const headers of wrong) {
      const answer = await send(body, headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ status: 0, code: 'unauthorized', msg: 'Unauthorized' });
    }
    expect((await order(id)).status).toBe('pending');
  });

  it('moves a pick-up order to accepted, collected and ready until 48 hours later, then picked up with its cashback', async () => {
    const id = await place('pickup', 20);
    const cash = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/user-cashback', headers: shopper })).json().cash;
    const before = await cash();
    expect((await send(event(id, 'accept', '2026-11-21T10:01:00Z'))).json()).toEqual({
      status: 1,
      order_status: 'accept',
      ready_until: null,
      courier_expected_at: null,
    });
    expect((await send(event(id, 'collected', '2026-11-21T10:20:00Z'))).json().order_status).toBe(
      'collected',
    );
    expect((await send(event(id, 'received', '2026-11-21T10:30:00.500Z'))).json()).toEqual({
      status: 1,
      order_status: 'received',
      ready_until: '2026-11-23T10:30:00.500Z',
      courier_expected_at: null,
    });
    expect((await order(id)).status).toBe('received');
    expect(await cash()).toBe(before);
    await send(event(id, 'picked_up', '2026-11-22T09:00:00Z'));
    // 10 % of 20 packs at 1 000.
    expect(await cash()).toBe(before + 2_000);
    expect(await timeline(id)).toEqual(['accept', 'collected', 'received', 'picked_up']);
    // The order page's timeline: each step with when it happened.
    expect((await order(id)).timeline).toEqual([
      { status: 'accept', at: '2026-11-21T10:01:00.000Z' },
      { status: 'collected', at: '2026-11-21T10:20:00.000Z' },
      { status: 'received', at: '2026-11-21T10:30:00.500Z' },
      { status: 'picked_up', at: '2026-11-22T09:00:00.000Z' },
    ]);
    expect((await order(id)).ready_until).toBe('2026-11-23T10:30:00.500Z');
  });

  it('gives a courier order the expected time of its courier, and credits the cashback on delivery', async () => {
    const id = await place('shipping', 10);
    await send(event(id, 'accept', '2026-11-21T10:01:00Z'));
    await send(event(id, 'collected', '2026-11-21T10:10:00Z'));
    const waiting = await send(
      event(id, 'waiting_for_deliverer', '2026-11-21T10:15:00Z', {
        courier_expected_at: '2026-11-21T11:30:00Z',
      }),
    );
    expect(waiting.json().courier_expected_at).toBe('2026-11-21T11:30:00.000Z');
    const delivering = await send(
      event(id, 'delivering', '2026-11-21T10:40:00Z', { courier_expected_at: '2026-11-21T11:10:00Z' }),
    );
    expect(delivering.json()).toEqual({
      status: 1,
      order_status: 'delivering',
      ready_until: null,
      courier_expected_at: '2026-11-21T11:10:00.000Z',
    });
    expect((await send(event(id, 'delivered', '2026-11-21T11:05:00Z'))).json().order_status).toBe(
      'delivered',
    );
    const earned = await t.db
      .prepare("SELECT amount FROM cashback_moves WHERE order_id = ? AND kind = 'earned'")
      .all<{ amount: number }>(id);
    expect(earned).toEqual([{ amount: 1_000 }]);
  });

  it('refuses moves the graph does not allow and changes nothing', async () => {
    const pickup = await place('pickup');
    const shipping = await place('shipping');
    const refused = [
      [pickup, 'collected'], // not accepted yet
      [pickup, 'picked_up'],
      [pickup, 'delivering'], // a courier's status on a pick-up order
      [shipping, 'received'],
      [shipping, 'delivered'],
    ] as const;
    for (const [id, status] of refused) {
      const answer = await send(event(id, status, '2026-11-21T10:05:00Z'));
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        status: 0,
        code: 'order_status_move',
        msg: `The order is pending: it cannot become ${status}`,
        from: 'pending',
        to: status,
      });
    }
    // A payment's status is not the pharmacies' to report; `pending` is where orders start.
    for (const status of ['paid', 'payment_failed', 'pending', 'shipped']) {
      expect((await send(event(pickup, status, '2026-11-21T10:05:00Z'))).statusCode).toBe(400);
    }
    // Once picked up, nothing follows, a cancellation neither.
    for (const status of ['accept', 'collected', 'received', 'picked_up']) {
      await send(event(pickup, status, '2026-11-21T10:06:00Z'));
    }
    const late = await send(event(pickup, 'cancelled_by_store', '2026-11-21T10:07:00Z'));
    expect(late.json()).toMatchObject({ code: 'order_status_move', from: 'picked_up' });
    expect((await order(pickup)).status).toBe('picked_up');
    expect((await order(shipping)).status).toBe('pending');
    expect(await timeline(shipping)).toEqual([]);
  });

  it('applies events in the order they happened: one older than the status the order has is refused', async () => {
    const id = await place('pickup');
    await send(event(id, 'accept', '2026-11-21T10:30:00Z'));
    const older = await send(event(id, 'collected', '2026-11-21T10:29:59Z'));
    expect(older.statusCode).toBe(409);
    expect(older.json()).toMatchObject({
      code: 'order_event_out_of_order',
      after: '2026-11-21T10:30:00.000Z',
    });
    expect((await order(id)).status).toBe('accept');
  });

  it('answers an event sent again with its first answer and changes the order once; another event under its id is 409', async () => {
    const id = await place('pickup');
    const accepted = event(id, 'accept', '2026-11-21T10:01:00Z');
    const first = await send(accepted);
    // Sent again later, and five copies at once.
    const again = [
      await send(accepted),
      ...(await Promise.all(Array.from({ length: 5 }, () => send(accepted)))),
    ];
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of again) expect(answer.json()).toEqual(first.json());
    // Keys in another order are the same event.
    const reordered = {
      occurred_at: accepted.occurred_at,
      status: 'accept',
      order_id: id,
      event_id: accepted.event_id,
    };
    expect((await send(reordered)).json()).toEqual(first.json());
    const reused = await send({ ...accepted, status: 'cancelled_by_store' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'order_event_id_reused', event_id: accepted.event_id });
    expect(await timeline(id)).toEqual(['accept']);

    // The same new event sent five times at once: one move.
    const collected = event(id, 'collected', '2026-11-21T10:02:00Z');
    const together = await Promise.all(Array.from({ length: 5 }, () => send(collected)));
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((answer) => answer.body)).size).toBe(1);
    expect(await timeline(id)).toEqual(['accept', 'collected']);
  });

  it('gives the goods of an order the store called off back to the pharmacy and the cashback it used to the shopper', async () => {
    // The shopper earns cashback, then spends it on the next order.
    const earner = await place('pickup', 30, other);
    expect(await t.setOrderStatus(earner, 'picked_up')).toBe(true);
    const balance = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/user-cashback', headers: other })).json().cash;
    expect(await balance()).toBe(3_000);
    const before = await stock(1);
    const id = await place('pickup', 7, other);
    expect(await stock(1)).toBe(before - 7);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/order-payment',
      payload: { order_id: id, payment_type: 1, cash_pay: true },
      headers: other,
    });
    expect(await balance()).toBe(0);
    await send(event(id, 'accept', '2026-11-21T10:01:00Z'));
    const cancelled = await send(event(id, 'cancelled_by_store', '2026-11-21T10:02:00Z'));
    expect(cancelled.json().order_status).toBe('cancelled_by_store');
    expect(await stock(1)).toBe(before);
    expect(await balance()).toBe(3_000);
    // Sent again, nothing more comes back.
    await send(event(id, 'cancelled_by_store', '2026-11-21T10:03:00Z'));
    expect(await stock(1)).toBe(before);
    expect(await balance()).toBe(3_000);
  });

  it('answers 404 for an order that does not exist and 400 for an instant that is not one', async () => {
    expect((await send(event(999_999, 'accept', '2026-11-21T10:01:00Z'))).statusCode).toBe(404);
    const id = await place('pickup');
    for (const at of ['2026-13-21T10:01:00Z', '2026-11-21 10:01', '2026-11-21T10:01:00+05:00', '']) {
      expect((await send(event(id, 'accept', at))).statusCode).toBe(400);
    }
    expect((await order(id)).status).toBe('pending');
  });
});

describe('API: no order feed without its token', () => {
  it('has no v1/orders/status-events when ORDER_FEED_TOKEN is not set', async () => {
    const t = await createTestApp({ smallCatalogue: true });
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/status-events',
        payload: {
          event_id: 'evt-00000001',
          order_id: 1,
          status: 'accept',
          occurred_at: '2026-11-21T10:01:00Z',
        },
        headers: feed,
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
