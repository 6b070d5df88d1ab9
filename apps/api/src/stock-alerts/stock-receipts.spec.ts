import { createTestApp, type TestApp, type TestAppOptions } from '../http/testing';
import { type SmsMessage, type SmsProvider, SmsSendError } from '../sms/sms-provider';

// On SQLite by default; TEST_DATABASE=postgres runs it again on PostgreSQL.
jest.setTimeout(60_000);

const token = 'a-stock-feed-token-of-32-characters!';
const feed = { authorization: `Bearer ${token}` };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let receiptIds = 0;
const newReceiptId = () => `rcpt-${process.pid}-${++receiptIds}`;

/** A receipt of pharmacy 1 (Tashkent) as the pharmacies' systems send it. */
function receipt(
  t: TestApp,
  lines: Array<{ drug_id: unknown; qty: unknown }>,
  {
    id = newReceiptId(),
    pharmacy = 1,
    headers = feed,
  }: { id?: string; pharmacy?: number; headers?: object } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/stock/receipts',
    payload: { receipt_id: id, pharmacy_id: pharmacy, lines },
    headers: { ...headers },
  });
}

async function stockOf(t: TestApp, drugId: number, pharmacy = 1): Promise<number> {
  const { rows } = await t.db.query<{ qty: number }>(
    'SELECT qty FROM drug_stock WHERE pharmacy_id = ? AND drug_id = ?',
    [pharmacy, drugId],
  );
  return rows[0] ? Number(rows[0].qty) : 0;
}

/** Shoppers (made in the tables, no sign-in) each waiting for these drugs in Tashkent. */
async function waitingShoppers(t: TestApp, phones: string[], drugIds: number[], lan = 'uz'): Promise<void> {
  const at = new Date().toISOString();
  for (const phone of phones) {
    await t.db.query('INSERT INTO users (phone, created_at) VALUES (?, ?)', [phone, at]);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = ?', [phone]);
    for (const drugId of drugIds) {
      await t.db.query(
        'INSERT INTO stock_alerts (user_id, drug_id, region_id, lan, created_at) VALUES (?, ?, 1, ?, ?)',
        [rows[0].id, drugId, lan, at],
      );
    }
  }
}

/** Polls until `done` holds of what `probe` answers (the texts go out after the receipt's answer). */
async function eventually<T>(
  probe: () => T | Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(20);
  }
}

/** A gateway double: records what it took, after `delayMs`; fails the next `failures` texts. */
function recordingGateway(delayMs = 0) {
  const sent: SmsMessage[] = [];
  let inFlight = 0;
  const gateway = {
    sent,
    failures: 0,
    /** The most texts it was sending at once. */
    mostAtOnce: 0,
    provider: {
      name: 'recording',
      async send(message: SmsMessage) {
        gateway.mostAtOnce = Math.max(gateway.mostAtOnce, ++inFlight);
        if (delayMs) await sleep(delayMs).finally(() => inFlight--);
        else inFlight--;
        if (gateway.failures > 0) {
          gateway.failures -= 1;
          throw new SmsSendError('gateway answered 500');
        }
        sent.push(message);
      },
    } satisfies SmsProvider,
  };
  return gateway;
}

const fastSender = { pollMs: 20, backoffMs: 1_000, maxAttempts: 3 };
const appWith = (accounts: TestAppOptions['accounts'] = {}) =>
  createTestApp({ accounts: { stockFeedToken: token, pendingTexts: fastSender, ...accounts } });

describe('API: v1/stock/receipts (the pharmacies’ systems)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });
  afterAll(() => t.close());

  const outbox = async (phone: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` })).json().results as {
      text: string;
    }[];

  it('takes a receipt only with the token; the alert is answered at once and texted once, afterwards, in its language', async () => {
    const phone = '998901230301';
    const dilnoza = await t.signIn(phone);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/stock-alerts?lan=uz&region=1',
      payload: { drug_id: 7 },
      headers: dilnoza,
    });
    expect((await receipt(t, [{ drug_id: 7, qty: 5 }], { headers: {} })).statusCode).toBe(401);
    expect(
      (await receipt(t, [{ drug_id: 7, qty: 5 }], { headers: { authorization: 'Bearer wrong' } })).statusCode,
    ).toBe(401);
    const sentBefore = (await outbox(phone)).length;
    expect((await receipt(t, [{ drug_id: 7, qty: 5 }])).json()).toEqual({ status: 1, alerts_answered: 1 });
    const texts = await eventually(
      () => outbox(phone),
      (list) => list.length > sentBefore,
    );
    expect(texts).toHaveLength(sentBefore + 1);
    expect(texts[0].text).toMatch(/^GoPharm: .+ yana sotuvda\. gopharm\.uz$/);
    expect(texts[0].text).toMatch(/^[\x20-\x7e]+$/);
    // Another receipt of the drug: the alert was answered.
    expect((await receipt(t, [{ drug_id: 7, qty: 5 }])).json()).toEqual({ status: 1, alerts_answered: 0 });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/stock-alerts?lan=uz', headers: dilnoza });
    expect(list.json().results).toEqual([
      expect.objectContaining({ drug_id: 7, notified_at: expect.any(String), drug: expect.any(Object) }),
    ]);
    expect(texts[0].text).toContain(list.json().results[0].drug.name);
    await sleep(100);
    expect(await outbox(phone)).toHaveLength(sentBefore + 1);
  });

  it('counts a receipt sent again once, and answers it as the first time', async () => {
    const id = newReceiptId();
    const before = await stockOf(t, 11);
    const first = await receipt(t, [{ drug_id: 11, qty: 600 }], { id });
    expect(first.json()).toEqual({ status: 1, alerts_answered: 0 });
    const again = await receipt(t, [{ drug_id: 11, qty: 600 }], { id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t, 11)).toBe(before + 600);
  });

  it('refuses a receipt id sent again with another body (409), changing nothing', async () => {
    const id = newReceiptId();
    const before = await stockOf(t, 12);
    expect((await receipt(t, [{ drug_id: 12, qty: 5 }], { id })).statusCode).toBe(200);
    const reused = await receipt(t, [{ drug_id: 12, qty: 50 }], { id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      status: 0,
      code: 'receipt_id_reused',
      msg: `receipt_id ${id} was sent before with other lines or another pharmacy`,
      receipt_id: id,
    });
    expect((await receipt(t, [{ drug_id: 12, qty: 5 }], { id, pharmacy: 2 })).statusCode).toBe(409);
    expect(await stockOf(t, 12)).toBe(before + 5);
  });

  it('records the same receipt sent three times at once once, and answers all three alike', async () => {
    const id = newReceiptId();
    const before = await stockOf(t, 13);
    const answers = await Promise.all([1, 2, 3].map(() => receipt(t, [{ drug_id: 13, qty: 600 }], { id })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await stockOf(t, 13)).toBe(before + 600);
  });

  it('texts each waiting alert once when three receipts of its drug come at once', async () => {
    const phones = ['998901230311', '998901230312', '998901230313'];
    await waitingShoppers(t, phones, [14]);
    const answers = await Promise.all([1, 2, 3].map(() => receipt(t, [{ drug_id: 14, qty: 10 }])));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.json().alerts_answered, 0)).toBe(3);
    for (const phone of phones)
      await eventually(
        () => outbox(phone),
        (list) => list.length >= 1,
      );
    await sleep(200);
    expect(await Promise.all(phones.map(async (phone) => (await outbox(phone)).length))).toEqual([1, 1, 1]);
  });

  it('refuses a receipt with unknown drugs (400 naming the lines), taking none of it', async () => {
    const id = newReceiptId();
    const before = await stockOf(t, 15);
    const answer = await receipt(
      t,
      [
        { drug_id: 15, qty: 5 },
        { drug_id: 99_999_999, qty: 1 },
        { drug_id: 15, qty: 1 },
        { drug_id: 88_888_888, qty: 2 },
      ],
      { id },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: 0,
      code: 'receipt_unknown_drugs',
      msg: 'Unknown drug_id 99999999, 88888888 on lines 2, 4',
      drug_ids: '99999999, 88888888',
      lines: '2, 4',
    });
    expect(await stockOf(t, 15)).toBe(before);
    // The id is still free: the corrected receipt is taken.
    expect((await receipt(t, [{ drug_id: 15, qty: 5 }], { id })).json()).toEqual({
      status: 1,
      alerts_answered: 0,
    });
    expect(await stockOf(t, 15)).toBe(before + 5);
  });

  it('refuses an unknown pharmacy (the id stays free), a malformed receipt and one without its id', async () => {
    const id = newReceiptId();
    expect((await receipt(t, [{ drug_id: 7, qty: 1 }], { id, pharmacy: 99_999 })).statusCode).toBe(404);
    expect((await receipt(t, [{ drug_id: 7, qty: 1 }], { id })).statusCode).toBe(200);
    expect((await receipt(t, [{ drug_id: 7, qty: 0 }])).statusCode).toBe(400);
    expect((await receipt(t, [])).statusCode).toBe(400);
    expect((await receipt(t, [{ drug_id: 7, qty: 1 }], { id: 'short' })).statusCode).toBe(400);
    const noId = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stock/receipts',
      payload: { pharmacy_id: 1, lines: [{ drug_id: 7, qty: 1 }] },
      headers: feed,
    });
    expect(noId.statusCode).toBe(400);
  });

  it('has no receipt call without a token configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await receipt(plain, [{ drug_id: 7, qty: 1 }])).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('API: the back-in-stock texts of a receipt, through a slow gateway and the SMS budgets', () => {
  it('answers a receipt with 60 waiting alerts at once; the texts follow through a 250 ms gateway', async () => {
    const gateway = recordingGateway(250);
    const t = await appWith({ smsProvider: gateway.provider });
    try {
      const phones = Array.from({ length: 60 }, (_, i) => `9989012304${String(i).padStart(2, '0')}`);
      await waitingShoppers(t, phones, [21]);
      // The server ready (the catalogue read) and warm: the receipt's own time is measured.
      await receipt(t, [{ drug_id: 22, qty: 1 }]);
      const started = performance.now();
      const answer = await receipt(t, [{ drug_id: 21, qty: 600 }]);
      const answeredMs = performance.now() - started;
      expect(answer.json()).toEqual({ status: 1, alerts_answered: 60 });
      expect(answeredMs).toBeLessThan(1_000);
      await eventually(
        () => gateway.sent.length,
        (count) => count >= 60,
      );
      const allSentMs = performance.now() - started;
      expect(new Set(gateway.sent.map((text) => text.phone)).size).toBe(60);
      // A batch at a time (10): the queue is not taken whole.
      expect(gateway.mostAtOnce).toBe(10);
      console.log(
        `receipt with 60 waiting alerts, 250 ms gateway: answered in ${answeredMs.toFixed(0)} ms, ` +
          `60 texts sent ${allSentMs.toFixed(0)} ms after it was sent`,
      );
    } finally {
      await t.close();
    }
  });

  it('keeps a text over the phone’s budget waiting (not sent, not dropped) and sends it when the budget allows', async () => {
    const gateway = recordingGateway();
    const t = await appWith({
      smsProvider: gateway.provider,
      sendLimits: {
        perPhone: { points: 1, durationSec: 1 },
        perPhoneDaily: { points: 10, durationSec: 86_400 },
        perIp: { points: 10, durationSec: 3_600 },
        global: { points: 300, durationSec: 60 },
      },
    });
    try {
      const phone = '998901230501';
      await waitingShoppers(t, [phone], [31, 32, 33]);
      expect(
        (
          await receipt(
            t,
            [31, 32, 33].map((drug_id) => ({ drug_id, qty: 1 })),
          )
        ).json(),
      ).toEqual({
        status: 1,
        alerts_answered: 3,
      });
      await eventually(
        () => gateway.sent.length,
        (count) => count >= 1,
      );
      await sleep(300);
      expect(gateway.sent).toHaveLength(1);
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT COUNT(*) AS n FROM sms_pending WHERE sent_at IS NULL AND failed_at IS NULL',
      );
      expect(Number(rows[0].n)).toBe(2);
      // Time passes (the budget's second, and the queue's clock): one more a second.
      const sent = await eventually(
        async () => {
          t.advance(1_000);
          await sleep(100);
          return gateway.sent.length;
        },
        (count) => count >= 3,
      );
      expect(sent).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('tries a text the gateway failed again after a wait, and gives up after the last attempt', async () => {
    const gateway = recordingGateway();
    const t = await appWith({ smsProvider: gateway.provider });
    try {
      await waitingShoppers(t, ['998901230601'], [41]);
      await waitingShoppers(t, ['998901230602'], [42]);
      gateway.failures = 1;
      await receipt(t, [{ drug_id: 41, qty: 1 }]);
      const state = async () =>
        (
          await t.db.query<{ attempts: number; sent_at: string | null; failed_at: string | null }>(
            'SELECT attempts, sent_at, failed_at FROM sms_pending ORDER BY id DESC LIMIT 1',
          )
        ).rows[0];
      await eventually(state, (row) => Number(row.attempts) === 1);
      await sleep(200);
      // Not before its wait (1 s on the queue's clock).
      expect(gateway.sent).toHaveLength(0);
      t.advance(1_000);
      await eventually(
        () => gateway.sent.length,
        (count) => count === 1,
      );
      expect(await state()).toMatchObject({ attempts: 1, sent_at: expect.any(String), failed_at: null });

      // Failing every time: 3 attempts (1 s, then 2 s apart), then given up.
      gateway.failures = 100;
      await receipt(t, [{ drug_id: 42, qty: 1 }]);
      const last = await eventually(
        async () => {
          t.advance(1_000);
          await sleep(50);
          return state();
        },
        (row) => row.failed_at !== null,
      );
      expect(last).toMatchObject({ attempts: 3, sent_at: null, failed_at: expect.any(String) });
      expect(gateway.failures).toBe(97);
      expect(gateway.sent).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
