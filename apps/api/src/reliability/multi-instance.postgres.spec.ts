import { randomBytes, randomUUID } from 'node:crypto';
import { type IssuedChallenge, solveChallenge } from '../testing/solve-challenge';
import { adminQuery, databaseUrl, POSTGRES_ADMIN_ENV, POSTGRES_TEMPLATE } from '../testing/test-database';
import { createFakePayme, paymeTransactionId, type RpcAnswer } from '../payments/fake-payme';
import { openStream } from '../testing/event-stream';
import { call, createApiProcess, orderPickup, signIn, type ApiProcess } from './api-process';

// Two real API processes on one PostgreSQL database, as replicas behind a load balancer run (deploy/compose.yaml).
// Only the api:test-postgres run has a server; the SQLite run leaves this file out (jest.config.js).
jest.setTimeout(180_000);

/** SQL with `$n` parameters on the test's database, over a connection of its own. */
async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Stocked {
  pharmacy_id: number;
  drug_id: number;
  price: number;
  /** Packs of one order that reach the order minimum. */
  perOrder: number;
}

/** A drug held by exactly one Tashkent pharmacy, `units` orders' worth of it, and by no other there. */
async function stockOnlyIn(url: string, units: number, minimum = 30_000): Promise<Stocked> {
  const [row] = await query<{ pharmacy_id: number; drug_id: number; price: number }>(
    url,
    `SELECT s.pharmacy_id, d.id AS drug_id, d.price FROM drug_stock s
     JOIN drugs d ON d.id = s.drug_id JOIN pharmacies p ON p.id = s.pharmacy_id
     WHERE p.region_id = 1 AND d.price * d.max_count >= $1 AND d.is_recept = 0
     ORDER BY d.id LIMIT 1`,
    [minimum],
  );
  const perOrder = Math.ceil(minimum / row.price);
  await query(
    url,
    `UPDATE drug_stock SET qty = 0 WHERE drug_id = $1
     AND pharmacy_id IN (SELECT id FROM pharmacies WHERE region_id = 1)`,
    [row.drug_id],
  );
  await query(url, 'UPDATE drug_stock SET qty = $1 WHERE pharmacy_id = $2 AND drug_id = $3', [
    units * perOrder,
    row.pharmacy_id,
    row.drug_id,
  ]);
  return { ...row, perOrder };
}

const generousLimits = {
  // One pepper for both, as deploy/compose.yaml sets: each checks the codes the other sent.
  AUTH_CODE_PEPPER: 'multi-instance-test-pepper-0123456789abcdef',
  SMS_LIMIT_PER_PHONE: '1000/600',
  SMS_LIMIT_PER_PHONE_DAY: '1000/86400',
  SMS_LIMIT_PER_IP: '1000/600',
  SMS_LIMIT_GLOBAL: '10000/60',
  SMS_CHALLENGE_AFTER: 'off',
};

describe('reliability: two API instances on one PostgreSQL', () => {
  const admin = process.env[POSTGRES_ADMIN_ENV] as string;
  let name = '';
  let url = '';
  let instances: ApiProcess[] = [];

  beforeEach(async () => {
    name = `multi_${randomBytes(4).toString('hex')}`;
    await adminQuery(admin, [`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE}`]);
    url = databaseUrl(admin, name);
  });
  afterEach(async () => {
    await Promise.all(instances.map((api) => api.cleanup()));
    instances = [];
    await adminQuery(admin, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  });

  /** Starts two instances on the test's database (one after the other: the first migrates, the second finds it done). */
  async function startTwo(env: Record<string, string>): Promise<[ApiProcess, ApiProcess]> {
    const a = createApiProcess({ port: 5950, env: { DATABASE_URL: url, ...env } });
    const b = createApiProcess({ port: 5960, env: { DATABASE_URL: url, ...env } });
    instances = [a, b];
    await Promise.all([a.start(), b.start()]);
    return [a, b];
  }

  it('gives a phone one budget of sign-in codes, whichever instance it asks', async () => {
    const [a, b] = await startTwo({ ...generousLimits, SMS_LIMIT_PER_PHONE: '3/600' });
    const phone = '998901250001';
    const ask = (api: ApiProcess, address: string) =>
      call(api.base, 'POST', 'v1/register-captcha', { phone }, { 'x-forwarded-for': address });
    // Three codes from three addresses over both instances: the phone's budget of 3 per 10 minutes.
    expect((await ask(a, '203.0.113.1')).status).toBe(200);
    expect((await ask(b, '203.0.113.2')).status).toBe(200);
    expect((await ask(a, '203.0.113.3')).status).toBe(200);
    // Kept per process, each instance would have counted two or fewer and sent a fourth.
    const fourth = await ask(b, '203.0.113.4');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      status: 0,
      code: 'codes_for_phone',
      msg: 'Too many codes requested for this phone. Try again later.',
    });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  describe('sign-in nobody else can block, over both instances (issue 38, item 4)', () => {
    // The production defaults; only the pepper both instances share.
    const defaults = { AUTH_CODE_PEPPER: generousLimits.AUTH_CODE_PEPPER };
    const ask = (api: ApiProcess, phone: string, address: string, altcha?: string) =>
      call(api.base, 'POST', 'v1/register-captcha', altcha ? { phone, altcha } : { phone }, {
        'x-forwarded-for': address,
      });
    const accept = (api: ApiProcess, phone: string, code: string, address: string) =>
      call(api.base, 'POST', 'v1/accept', { phone, code }, { 'x-forwarded-for': address });
    const codeOf = async (api: ApiProcess, phone: string) =>
      ((await call(api.base, 'GET', `dev/sms-outbox?phone=${phone}`)).body.results as { code: string }[])[0]
        .code;
    const solve = async (api: ApiProcess) =>
      solveChallenge((await call(api.base, 'GET', 'v1/challenge')).body as unknown as IssuedChallenge);

    it("signs the owner in after a stranger's code requests and 100 wrong codes spread over both instances", async () => {
      const [a, b] = await startTwo(defaults);
      const phone = '998901250101';
      expect((await ask(a, phone, '2001:db8:4:1::1')).status).toBe(200);
      const code = await codeOf(a, phone);
      // The stranger asks twice (sent: the phone's free 3 in 10 minutes), then is asked for a challenge.
      const asked = [
        await ask(b, phone, '198.51.100.7'),
        await ask(a, phone, '198.51.100.7'),
        await ask(b, phone, '198.51.100.7'),
      ];
      expect(asked.map((answer) => answer.status)).toEqual([200, 200, 428]);
      const guesses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          accept(
            i % 2 ? a : b,
            phone,
            String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
            `203.0.${i}.9`,
          ),
        ),
      );
      // One budget of wrong codes from others for the phone (10 an hour), whichever instance they reach.
      expect(guesses.filter((answer) => answer.status === 200)).toHaveLength(10);
      expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(90);
      const owner = await accept(b, phone, code, '2001:db8:4:1:abcd::2');
      expect(owner.body).toMatchObject({ status: 1, token: expect.any(String) });
    });

    it('takes a solved challenge once, whichever instance issued it and whichever it is brought to', async () => {
      const [a, b] = await startTwo(defaults);
      const phone = '998901250102';
      for (let i = 1; i <= 3; i++) expect((await ask(i % 2 ? a : b, phone, `192.0.2.${i}`)).status).toBe(200);
      expect((await ask(a, phone, '192.0.2.9')).status).toBe(428);
      const solution = await solve(a);
      // The same solution at both instances at once: one code.
      const both = await Promise.all([
        ask(b, phone, '192.0.2.9', solution),
        ask(a, phone, '192.0.2.9', solution),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 428]);
      expect((await ask(b, phone, '192.0.2.9', solution)).status).toBe(428);
      const rows = await query<{ n: string }>(url, 'SELECT COUNT(*) AS n FROM challenges_used');
      expect(Number(rows[0].n)).toBe(1);
    });
  });

  describe('stock receipts of the pharmacies’ systems, over both instances', () => {
    const feedToken = 'multi-instance-stock-feed-token-0123456789';
    const feed = { authorization: `Bearer ${feedToken}` };
    const receipt = (api: ApiProcess, receiptId: string, drugId: number, qty: number) =>
      call(
        api.base,
        'POST',
        'v1/stock/receipts',
        { receipt_id: receiptId, pharmacy_id: 1, lines: [{ drug_id: drugId, qty }] },
        feed,
      );
    const stockOf = async (drugId: number) =>
      Number(
        (
          await query<{ qty: number }>(
            url,
            'SELECT qty FROM drug_stock WHERE pharmacy_id = 1 AND drug_id = $1',
            [drugId],
          )
        )[0]?.qty ?? 0,
      );

    it('records the same receipt sent three times at once once, and answers all three alike', async () => {
      const [a, b] = await startTwo({ ...generousLimits, STOCK_FEED_TOKEN: feedToken });
      const drugId = 17;
      const before = await stockOf(drugId);
      const answers = await Promise.all(
        [a, b, a].map((api) => receipt(api, 'multi-receipt-0001', drugId, 600)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.body)).toEqual([
        answers[0].body,
        answers[0].body,
        answers[0].body,
      ]);
      const after = await stockOf(drugId);
      expect(after).toBe(before + 600);
      console.log(
        `one receipt of 600 units sent 3 times at once over 2 instances: stock ${before} -> ${after}`,
      );
    });

    it('texts each waiting alert once when three receipts of its drug come at once over both instances', async () => {
      const [a, b] = await startTwo({ ...generousLimits, STOCK_FEED_TOKEN: feedToken });
      const drugId = 18;
      const phones = Array.from({ length: 20 }, (_, i) => `9989012810${String(i).padStart(2, '0')}`);
      for (const phone of phones) {
        const [user] = await query<{ id: number }>(
          url,
          'INSERT INTO users (phone, created_at) VALUES ($1, $2) RETURNING id',
          [phone, new Date().toISOString()],
        );
        await query(
          url,
          `INSERT INTO stock_alerts (user_id, drug_id, region_id, lan, created_at) VALUES ($1, $2, 1, 'ru', $3)`,
          [user.id, drugId, new Date().toISOString()],
        );
      }
      const answers = await Promise.all(
        [a, b, a].map((api, i) => receipt(api, `multi-receipt-10${i}`, drugId, 5)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.reduce((sum, answer) => sum + (answer.body.alerts_answered as number), 0)).toBe(20);
      const texts = async () =>
        query<{ phone: string; n: string }>(
          url,
          'SELECT phone, COUNT(*) AS n FROM sms_outbox WHERE phone = ANY($1) GROUP BY phone',
          [phones],
        );
      const deadline = Date.now() + 30_000;
      while ((await texts()).length < phones.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Both instances' senders poll meanwhile: none may send a text the other claimed.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const counts = await texts();
      expect(counts).toHaveLength(phones.length);
      expect(counts.filter((row) => Number(row.n) !== 1)).toEqual([]);
      console.log(
        `3 receipts at once over 2 instances, 20 waiting alerts: ${counts.reduce((sum, row) => sum + Number(row.n), 0)} texts`,
      );
    });
  });

  describe('the order status feed of the pharmacies’ systems, over both instances (issue 40)', () => {
    const orderFeedToken = 'multi-instance-order-feed-token-0123456789';
    const feed = { authorization: `Bearer ${orderFeedToken}` };
    const report = (
      api: ApiProcess,
      event_id: string,
      order_id: number,
      status: string,
      occurred_at: string,
    ) => call(api.base, 'POST', 'v1/orders/status-events', { event_id, order_id, status, occurred_at }, feed);
    const stockAt = async (pharmacy: number, drug: number) =>
      Number(
        (
          await query<{ qty: number }>(
            url,
            'SELECT qty FROM drug_stock WHERE pharmacy_id = $1 AND drug_id = $2',
            [pharmacy, drug],
          )
        )[0].qty,
      );

    /** A shopper signed in through `api` with a pick-up order of a drug only one pharmacy holds. */
    async function pickupOrder(api: ApiProcess, phone: string) {
      const stock = await stockOnlyIn(url, 2);
      const shopper = await signIn(api.base, phone);
      const placed = await orderPickup(api.base, shopper.authorization, {
        drug_id: stock.drug_id,
        qty: stock.perOrder,
        store_id: stock.pharmacy_id,
      });
      return { stock, shopper, orderId: placed.body.order_id as number };
    }

    it('moves an order once for one event sent six times at once, and returns a cancelled order’s stock once', async () => {
      const [a, b] = await startTwo({ ...generousLimits, ORDER_FEED_TOKEN: orderFeedToken });
      const { stock, orderId } = await pickupOrder(a, '998901400501');
      const before = await stockAt(stock.pharmacy_id, stock.drug_id);

      const accepted = await Promise.all(
        [a, b, a, b, a, b].map((api) =>
          report(api, 'multi-event-accept-1', orderId, 'accept', '2026-11-21T10:01:00Z'),
        ),
      );
      expect(accepted.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      for (const answer of accepted) expect(answer.body).toEqual(accepted[0].body);
      // Two cancellations under different ids at once, one through each instance: one moves the order.
      const cancelled = await Promise.all([
        report(a, 'multi-event-cancel-1', orderId, 'cancelled_by_store', '2026-11-21T10:02:00Z'),
        report(b, 'multi-event-cancel-2', orderId, 'cancelled_by_store', '2026-11-21T10:02:00Z'),
      ]);
      expect(cancelled.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const steps = await query<{ status: string }>(
        url,
        'SELECT status FROM order_events WHERE order_id = $1 ORDER BY id',
        [orderId],
      );
      expect(steps.map((step) => step.status)).toEqual(['accept', 'cancelled_by_store']);
      const after = await stockAt(stock.pharmacy_id, stock.drug_id);
      expect(after).toBe(before + stock.perOrder);
      console.log(
        `one accept event 6 times and two cancellations at once over 2 instances: 2 steps, stock ${before} -> ${after}`,
      );
    });

    it('tells an order page streaming from one instance of an event the other accepted, and no other shopper', async () => {
      const [a, b] = await startTwo({ ...generousLimits, ORDER_FEED_TOKEN: orderFeedToken });
      const { shopper, orderId } = await pickupOrder(a, '998901400511');
      const stranger = await signIn(a.base, '998901400512');
      const streamOnB = await openStream(b.base, shopper.authorization);
      const strangerOnB = await openStream(b.base, stranger.authorization);
      const strangerOnA = await openStream(a.base, stranger.authorization);
      const sent = Date.now();
      expect((await report(a, 'multi-event-live-1', orderId, 'accept', '2026-11-21T10:01:00Z')).status).toBe(
        200,
      );
      const [event] = await streamOnB.until(1, 2_000);
      const took = Date.now() - sent;
      expect(event?.data).toEqual({
        order_id: orderId,
        status: 'accept',
        occurred_at: '2026-11-21T10:01:00.000Z',
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(strangerOnB.events).toEqual([]);
      expect(strangerOnA.events).toEqual([]);
      await Promise.all([streamOnB, strangerOnB, strangerOnA].map((stream) => stream.close()));
      console.log(`an event accepted by instance A reached a stream on instance B in ${took} ms`);
      // A shopper holds 5 streams on an instance; closed (the tab gone), they free their places.
      const tabs = await Promise.all([1, 2, 3, 4, 5].map(() => openStream(b.base, shopper.authorization)));
      expect((await openStream(b.base, shopper.authorization)).status).toBe(429);
      await Promise.all(tabs.map((tab) => tab.close()));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const reopened = await openStream(b.base, shopper.authorization);
      expect(reopened.status).toBe(200);
      await reopened.close();
    });
  });

  it('texts each reminder come due once when both instances sweep for them at once (issue 40)', async () => {
    const [a, b] = await startTwo(generousLimits);
    const stocked = await stockOnlyIn(url, 20);
    const phone = '998901290001';
    const shopper = await signIn(a.base, phone);
    for (let i = 0; i < 20; i++) {
      const api = i % 2 === 0 ? a : b;
      const placed = await orderPickup(api.base, shopper.authorization, {
        drug_id: stocked.drug_id,
        qty: stocked.perOrder,
        store_id: stocked.pharmacy_id,
      });
      expect(placed.status).toBe(200);
      const set = await call(
        api.base,
        'POST',
        'v1/reminders?lan=ru',
        { order_id: placed.body.order_id },
        { authorization: shopper.authorization },
      );
      expect(set.status).toBe(200);
    }
    // All twenty come due while the instances are down; both sweep as they start (the race of two sweeps on
    // one database, each rows' claim held by its transaction, is reminders.spec.ts's).
    await Promise.all([a.stop(), b.stop()]);
    await query(url, 'UPDATE reminders SET due_at = $1', ['2020-01-01T00:00:00.000Z']);
    await Promise.all([a.start(), b.start()]);
    const texts = async () =>
      query<{ text: string; n: string }>(
        url,
        `SELECT text, COUNT(*) AS n FROM sms_outbox WHERE phone = $1 AND text LIKE '%повторить заказ%' GROUP BY text`,
        [phone],
      );
    const deadline = Date.now() + 30_000;
    while ((await texts()).length < 20 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const counts = await texts();
    expect(counts).toHaveLength(20);
    expect(counts.filter((row) => Number(row.n) !== 1)).toEqual([]);
    console.log(`20 reminders due, 2 instances sweeping at once: ${counts.length} texts, each once`);
  });

  it('shows an order placed through one instance in the stock the other serves, at once', async () => {
    const stock = await stockOnlyIn(url, 1);
    const [a, b] = await startTwo(generousLimits);
    const drug = async (api: ApiProcess) =>
      (await call(api.base, 'GET', `v1/drug/${stock.drug_id}?region=1`)).body;
    const listed = async (api: ApiProcess) =>
      (
        (await call(api.base, 'GET', `v1/drugs?ids=${stock.drug_id}&region=1`)).body.results as Array<{
          is_count_exist: boolean;
        }>
      )[0];
    // B has answered (and cached) the drug in stock.
    expect((await drug(b)).is_count_exist).toBe(true);
    expect((await listed(b)).is_count_exist).toBe(true);

    // A code sent through B is accepted through A (one pepper, one table of codes).
    const phone = '998901250002';
    expect((await call(b.base, 'POST', 'v1/register-captcha', { phone })).status).toBe(200);
    const outbox = await call(b.base, 'GET', `dev/sms-outbox?phone=${phone}`);
    const code = (outbox.body.results as Array<{ code: string }>)[0].code;
    const accepted = await call(a.base, 'POST', 'v1/accept', { phone, code });
    expect(accepted.status).toBe(200);
    const user = { authorization: `Bearer ${accepted.body.token as string}` };
    const placed = await orderPickup(a.base, user.authorization, {
      drug_id: stock.drug_id,
      qty: stock.perOrder,
      store_id: stock.pharmacy_id,
    });
    expect(placed.body.status).toBe(1);
    // The last packs went through A: B says so on its very next answers, cached or not.
    expect((await drug(b)).is_count_exist).toBe(false);
    expect((await listed(b)).is_count_exist).toBe(false);
    expect((await drug(a)).is_count_exist).toBe(false);
  });

  describe("a signed-in shopper's kept cart, changed through both instances at once (issue 43)", () => {
    type Kept = { lines: Array<{ drug: { id: number }; qty: number }> };
    const putLines = (api: ApiProcess, authorization: string, lines: object[]) =>
      call(api.base, 'PUT', 'v1/cart/lines', { lines }, { authorization });

    it('keeps every line when twenty devices each change a different one at once', async () => {
      const [a, b] = await startTwo(generousLimits);
      const { authorization } = await signIn(a.base, '998901250301');
      const ids = (await query<{ id: number }>(url, 'SELECT id FROM drugs ORDER BY id LIMIT 20')).map(
        (r) => r.id,
      );
      // Each request alone in its body: a cart read, changed and written back whole would keep only some of them.
      const answers = await Promise.all(
        ids.map((id, i) =>
          putLines(i % 2 ? a : b, authorization, [{ drug_id: id, qty: 1 + (i % 3), age_ms: 0 }]),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
      const kept = (await call(a.base, 'GET', 'v1/cart/lines', undefined, { authorization })).body as Kept;
      expect(new Map(kept.lines.map((line) => [line.drug.id, line.qty]))).toEqual(
        new Map(ids.map((id, i) => [id, 1 + (i % 3)])),
      );
    });

    it('keeps the latest change of one line when twenty changes of it arrive at once, removals among them', async () => {
      const [a, b] = await startTwo(generousLimits);
      const { authorization } = await signIn(b.base, '998901250302');
      const [{ id }] = await query<{ id: number }>(url, 'SELECT id FROM drugs ORDER BY id LIMIT 1');
      // Change i was made (20 - i) × 10 s ago; the latest (i = 19) sets 5 packs. Every third is a removal.
      const changes = Array.from({ length: 20 }, (_, i) => ({
        drug_id: id,
        qty: i === 19 ? 5 : i % 3 === 0 ? 0 : 1 + i,
        age_ms: (20 - i) * 10_000,
      }));
      // In an order of arrival unlike the order they were made in, and with several lines to one body too.
      const answers = await Promise.all(
        [...changes]
          .reverse()
          .map((change, i) =>
            putLines(i % 2 ? a : b, authorization, [change, { ...change, age_ms: change.age_ms + 5_000 }]),
          ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(changes.map(() => 200));
      for (const api of [a, b]) {
        const kept = (await call(api.base, 'GET', 'v1/cart/lines', undefined, { authorization }))
          .body as Kept;
        expect(kept.lines.map((line) => [line.drug.id, line.qty])).toEqual([[id, 5]]);
      }
      // A removal made after it, sent through the other instance, removes the line for good.
      await putLines(a, authorization, [{ drug_id: id, qty: 0, age_ms: 0 }]);
      await putLines(b, authorization, [{ drug_id: id, qty: 9, age_ms: 60_000 }]);
      expect(
        ((await call(b.base, 'GET', 'v1/cart/lines', undefined, { authorization })).body as Kept).lines,
      ).toEqual([]);
    });
  });

  it('sells the last 7 units to exactly 7 of 30 orders spread over both instances', async () => {
    const units = 7;
    const stock = await stockOnlyIn(url, units);
    const [a, b] = await startTwo(generousLimits);
    const users = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn((i % 2 ? b : a).base, `99890126000${i}`)),
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        orderPickup((i % 2 ? b : a).base, users[i % users.length].authorization, {
          drug_id: stock.drug_id,
          qty: stock.perOrder,
          store_id: stock.pharmacy_id,
          device: 'mobile',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(units);
    const [left] = await query<{ qty: number }>(
      url,
      'SELECT qty FROM drug_stock WHERE pharmacy_id = $1 AND drug_id = $2',
      [stock.pharmacy_id, stock.drug_id],
    );
    expect(left.qty).toBe(0);
    const [{ n }] = await query<{ n: string }>(
      url,
      'SELECT COUNT(*) AS n FROM order_items WHERE drug_id = $1',
      [stock.drug_id],
    );
    expect(Number(n)).toBe(units);
  });

  /**
   * A signed-in shopper with `orders` unpaid pick-up orders of one total and a cashback balance worth `inOrders` of
   * them, earned on one more, delivered order.
   */
  async function shopperWithOrders(api: ApiProcess, phone: string, orders: number, inOrders: number) {
    const stock = await stockOnlyIn(url, orders + 1);
    const user = await signIn(api.base, phone);
    const placed: number[] = [];
    for (let i = 0; i <= orders; i++) {
      const answer = await orderPickup(api.base, user.authorization, {
        drug_id: stock.drug_id,
        qty: stock.perOrder,
        store_id: stock.pharmacy_id,
      });
      placed.push(answer.body.order_id as number);
    }
    // The first is delivered and has earned the cash (as the back office's status change records it).
    const [earner, ...unpaid] = placed;
    const [{ total }] = await query<{ total: number }>(url, 'SELECT total FROM orders WHERE id = $1', [
      earner,
    ]);
    const cash = Math.floor(Number(total) * inOrders);
    await query(url, "UPDATE orders SET status = 'delivered' WHERE id = $1", [earner]);
    await query(
      url,
      `INSERT INTO cashback_moves (user_id, order_id, kind, amount, created_at)
       SELECT user_id, id, 'earned', $2, created_at FROM orders WHERE id = $1`,
      [earner, cash],
    );
    return { user, unpaid, total: Number(total), cash };
  }
  const payWithCashback = (api: ApiProcess, authorization: string, order_id: number) =>
    call(
      api.base,
      'POST',
      'v1/order-payment',
      { order_id, payment_type: 1, cash_pay: true },
      { authorization },
    );
  const balanceOf = async (api: ApiProcess, authorization: string) =>
    (await call(api.base, 'GET', 'v1/user-cashback', undefined, { authorization })).body.cash as number;

  it('spends a cashback balance once when six orders are paid with it at once over both instances', async () => {
    const [a, b] = await startTwo(generousLimits);
    const rounds = 5;
    let overspent = 0;
    for (let round = 0; round < rounds; round++) {
      // One and a half orders' worth: enough for one order in full and part of another, never for six.
      const probe = await shopperWithOrders(a, `99890128000${round}`, 6, 1.5);
      const { cash } = probe;
      const answers = await Promise.all(
        probe.unpaid.map((id, i) => payWithCashback(i % 2 ? b : a, probe.user.authorization, id)),
      );
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      const [{ spent }] = await query<{ spent: string }>(
        url,
        `SELECT COALESCE(-SUM(amount), 0) AS spent FROM cashback_moves m JOIN orders o ON o.id = m.order_id
         WHERE o.id = ANY($1::int[]) AND m.kind <> 'earned'`,
        [probe.unpaid],
      );
      if (Number(spent) > cash) overspent++;
      expect(Number(spent)).toBe(cash);
      expect(await balanceOf(a, probe.user.authorization)).toBe(0);
      const paid = answers.filter((answer) => answer.body.msg === 'Paid');
      expect(paid).toHaveLength(1);
    }
    console.log(
      `cashback paid for six orders at once over two instances: ${overspent} of ${rounds} rounds overspent`,
    );
  });

  it('pays an order once when six payments of it come at once over both instances', async () => {
    const [a, b] = await startTwo(generousLimits);
    const probe = await shopperWithOrders(a, '998901281001', 1, 3);
    const { cash } = probe;
    const order = probe.unpaid[0];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => payWithCashback(i % 2 ? b : a, probe.user.authorization, order)),
    );
    expect(answers.map((answer) => answer.body.msg).sort()).toEqual([
      'Paid',
      ...Array.from({ length: 5 }, () => 'The order is already paid'),
    ]);
    expect(await balanceOf(b, probe.user.authorization)).toBe(cash - probe.total);
  });

  it('pays a card order once when Payme sends the same Create and Perform to both instances at once', async () => {
    const key = 'multi-instance-payme-key';
    const [a, b] = await startTwo({
      ...generousLimits,
      PAYMENT_PROVIDERS: 'payme',
      PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
      PAYME_KEY: key,
      SITE_URL: 'https://gopharm.uz',
    });
    const stock = await stockOnlyIn(url, 2);
    const user = await signIn(a.base, '998901281002');
    const placed = await call(
      a.base,
      'POST',
      'v2/cart',
      {
        drugs: [{ drug_id: stock.drug_id, qty: stock.perOrder }],
        type: 'pickup',
        store_id: stock.pharmacy_id,
        payment_type: 2,
      },
      { authorization: user.authorization },
    );
    const orderId = placed.body.order_id as number;
    const checkout = await call(
      b.base,
      'POST',
      'v1/order-payment/checkout',
      { order_id: orderId, return_path: `/orders/${orderId}` },
      { authorization: user.authorization },
    );
    expect(checkout.body).toMatchObject({ status: 1, paid: false });
    const [{ total }] = await query<{ total: number }>(url, 'SELECT total FROM orders WHERE id = $1', [
      orderId,
    ]);
    const amount = Number(total) * 100;
    const payme = (api: ApiProcess) =>
      createFakePayme(async (body, headers) => {
        const response = await fetch(`${api.base}v1/payments/payme`, { method: 'POST', body, headers });
        return { status: response.status, body: (await response.json()) as RpcAnswer['body'] };
      }, key);
    const txId = paymeTransactionId();
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => payme(i % 2 ? b : a).create(txId, orderId, amount)),
    );
    expect(new Set(created.map((answer) => JSON.stringify(answer.body.result))).size).toBe(1);
    expect(created[0].body.result).toMatchObject({ state: 1 });
    const performed = await Promise.all(
      Array.from({ length: 6 }, (_, i) => payme(i % 2 ? b : a).perform(txId)),
    );
    expect(new Set(performed.map((answer) => JSON.stringify(answer.body.result))).size).toBe(1);
    expect(performed[0].body.result).toMatchObject({ state: 2 });
    const rows = await query<{ state: number; amount: string }>(
      url,
      'SELECT state, amount FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(rows.map((row) => [row.state, Number(row.amount)])).toEqual([[2, amount]]);
    const [order] = await query<{ is_paid: number }>(url, 'SELECT is_paid FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(order.is_paid).toBe(1);
  });

  it('places one order for one idempotency key sent eight times at once over both instances', async () => {
    const stock = await stockOnlyIn(url, 10);
    const [a, b] = await startTwo(generousLimits);
    const user = await signIn(a.base, '998901282001');
    const order = { drug_id: stock.drug_id, qty: stock.perOrder, store_id: stock.pharmacy_id };
    for (let round = 0; round < 3; round++) {
      const key = `double-tap-${round}-${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          orderPickup((i % 2 ? b : a).base, user.authorization, { ...order, idempotency_key: key }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
      const ids = new Set(answers.map((answer) => answer.body.order_id));
      expect(ids.size).toBe(1);
      const [{ n }] = await query<{ n: string }>(
        url,
        'SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = $1',
        [key],
      );
      expect(Number(n)).toBe(1);
      // The same key with another cart is refused, and the first order stands.
      const other = await orderPickup(b.base, user.authorization, {
        ...order,
        qty: order.qty + 1,
        idempotency_key: key,
      });
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('idempotency_key_reused');
    }
  });

  it('compares at most five of thirty guesses of one code sent at once over both instances', async () => {
    const [a, b] = await startTwo({
      ...generousLimits,
      ACCEPT_LIMIT_PER_IP: '1000/3600',
      ACCEPT_LIMIT_PER_PHONE: '1000/3600',
    });
    const phone = '998901283001';
    const from = { 'x-forwarded-for': '203.0.113.77' };
    expect((await call(a.base, 'POST', 'v1/register-captcha', { phone }, from)).status).toBe(200);
    const code = (
      (await call(a.base, 'GET', `dev/sms-outbox?phone=${phone}`)).body.results as { code: string }[]
    )[0].code;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call((i % 2 ? b : a).base, 'POST', 'v1/accept', { phone, code: wrong }, from),
      ),
    );
    expect(answers.filter((answer) => answer.body.code === 'wrong_code')).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.code === 'code_locked')).toHaveLength(25);
  });

  it('loses no acknowledged order when one instance is killed during writes, and the other goes on', async () => {
    const stock = await stockOnlyIn(url, 1_000_000);
    const [a, b] = await startTwo(generousLimits);
    const user = await signIn(a.base, '998901270001');
    const order = (api: ApiProcess, key: string) =>
      orderPickup(api.base, user.authorization, {
        drug_id: stock.drug_id,
        qty: stock.perOrder,
        store_id: stock.pharmacy_id,
        idempotency_key: key,
      });

    const acknowledged = new Map<string, number>();
    let afterKill = 0;
    let killed = false;
    let stop = false;
    // Two writers on each instance; A's stop answering when it dies, B's go on.
    const writer = async (api: ApiProcess) => {
      while (!stop) {
        const key = randomUUID();
        try {
          const answer = await order(api, key);
          if (answer.body.status !== 1) throw new Error(`refused: ${JSON.stringify(answer.body)}`);
          acknowledged.set(key, answer.body.order_id as number);
          if (killed) afterKill++;
        } catch (error) {
          if (api === a && killed) return;
          throw error;
        }
      }
    };
    const writers = Promise.all([writer(a), writer(a), writer(b), writer(b)]);
    while (acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await a.kill();
    while (afterKill < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    stop = true;
    await writers;

    const stored = new Set(
      (await query<{ id: number }>(url, 'SELECT id FROM orders')).map((row) => Number(row.id)),
    );
    expect([...acknowledged.values()].filter((id) => !stored.has(id))).toEqual([]);
    // Stock and orders were written together on both instances.
    const [{ taken }] = await query<{ taken: string }>(
      url,
      'SELECT SUM(qty) AS taken FROM order_items WHERE drug_id = $1',
      [stock.drug_id],
    );
    const [left] = await query<{ qty: number }>(
      url,
      'SELECT qty FROM drug_stock WHERE pharmacy_id = $1 AND drug_id = $2',
      [stock.pharmacy_id, stock.drug_id],
    );
    expect(1_000_000 * stock.perOrder - left.qty).toBe(Number(taken));
    console.log(
      `kill of one of two instances: ${acknowledged.size} acknowledged (${afterKill} after), 0 lost`,
    );
  });
});
