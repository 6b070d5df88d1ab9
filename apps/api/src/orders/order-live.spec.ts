import { createTestApp, type TestApp } from '../http/testing';
import { injectStream } from '../testing/event-stream';

// On SQLite by default (the in-process path); TEST_DATABASE=postgres runs it again over LISTEN/NOTIFY.
jest.setTimeout(60_000);

const token = 'an-order-feed-token-of-32-characters';
let eventIds = 0;

describe('API: GET v1/orders/live (Server-Sent Events of the shopper’s own orders)', () => {
  let t: TestApp;
  let alice: { authorization: string; userId: number };
  let bob: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp({
      smallCatalogue: true,
      accounts: { orderMinimum: 1_000, orderFeedToken: token, orderLive: { heartbeatMs: 200, perUser: 3 } },
    });
    alice = await t.signIn('998901400101');
    bob = await t.signIn('998901400102');
  });
  afterAll(() => t.close());

  const place = async (who: { authorization: string }) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/cart',
        payload: { drugs: [{ drug_id: 1, qty: 2 }], type: 'pickup', store_id: 11 },
        headers: who,
      })
    ).json().order_id as number;
  let minute = 0;
  const report = async (order_id: number, status: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/status-events',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        event_id: `live-${process.pid}-${++eventIds}`,
        order_id,
        status,
        occurred_at: `2026-11-21T11:${String(++minute).padStart(2, '0')}:00Z`,
      },
    });
    expect(answer.statusCode).toBe(200);
  };

  it('refuses a stream without a sign-in', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/orders/live' });
    expect(answer.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/live',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("sends each shopper their own orders' steps and never another's, on one instance", async () => {
    const aliceOrder = await place(alice);
    const bobOrder = await place(bob);
    const aliceStream = await injectStream(t.app, alice.authorization);
    const bobStream = await injectStream(t.app, bob.authorization);
    expect(aliceStream.contentType).toBe('text/event-stream; charset=utf-8');
    expect(aliceStream.cacheControl).toBe('no-store');
    const started = Date.now();
    await report(aliceOrder, 'accept');
    await report(bobOrder, 'accept');
    await report(aliceOrder, 'collected');
    const aliceEvents = await aliceStream.until(2);
    const bobEvents = await bobStream.until(1);
    console.log(`three steps reported, the streams told within ${Date.now() - started} ms`);
    // Anything more would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aliceEvents.map((e) => e.data)).toEqual([
      { order_id: aliceOrder, status: 'accept', occurred_at: expect.any(String) },
      { order_id: aliceOrder, status: 'collected', occurred_at: expect.any(String) },
    ]);
    expect(bobEvents.map((e) => e.data)).toEqual([
      { order_id: bobOrder, status: 'accept', occurred_at: expect.any(String) },
    ]);
    await aliceStream.close();
    await bobStream.close();
  });

  it('sends a stream that reconnects with Last-Event-ID the steps it missed, once each, in order', async () => {
    const order = await place(alice);
    const first = await injectStream(t.app, alice.authorization);
    await report(order, 'accept');
    const [accepted] = await first.until(1);
    await first.close();
    await report(order, 'collected');
    await report(order, 'received');
    const again = await injectStream(t.app, alice.authorization, accepted.id);
    await report(order, 'picked_up');
    const events = await again.until(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.map((e) => (e.data as { status: string }).status)).toEqual([
      'collected',
      'received',
      'picked_up',
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
    await again.close();
  });

  it('holds a few streams per shopper (tabs) and refuses more with 429', async () => {
    const streams = await Promise.all([1, 2, 3].map(() => injectStream(t.app, bob.authorization)));
    const fourth = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/live',
      headers: { authorization: bob.authorization },
    });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json().code).toBe('order_streams_per_user');
    // That a closed stream frees its place is seen over real HTTP (multi-instance.postgres.spec.ts).
    await Promise.all(streams.map((stream) => stream.close()));
  });
});
