import { DatabaseSync } from 'node:sqlite';
import { call, createApiProcess, signIn, type ApiProcess } from './api-process';

// Two real API processes (bundled and started once each), then bursts of calls over HTTP.
jest.setTimeout(120_000);

/** The texts the console provider sent, as its log lines tell (one JSON line per text). */
function textsSent(api: ApiProcess, phone?: string): number {
  return api.log
    .split('\n')
    .filter((line) => line.includes('sms (console provider)'))
    .filter((line) => !phone || line.includes(`"phone":"${phone}"`)).length;
}

function outboxRows(api: ApiProcess): number {
  const db = new DatabaseSync(api.databaseFile, { readOnly: true });
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM sms_outbox').get() as { n: number };
  db.close();
  return n;
}

/** The log arrives through a pipe a moment after the answer: wait until it tells of every row of the outbox. */
async function logCaughtUp(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (textsSent(api) !== outboxRows(api) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sendCode = (api: ApiProcess, phone: string, shopper: string) =>
  call(api.base, 'POST', 'v1/register-captcha', { phone }, { 'x-forwarded-for': shopper });

/** Shannon entropy in bits per character of the text. */
function entropyPerChar(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / text.length) * Math.log2(n / text.length);
  return bits;
}

describe('reliability: SMS limits hold under a burst (the default limits, a real process)', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    // The production defaults per phone (3 free, then a challenge) and per address (10 free an hour, then a
    // challenge); a small global budget, without a challenge of its own nor the subnet's (the last test
    // fills it from one /24).
    api = createApiProcess({
      port: 5900,
      env: { SMS_LIMIT_GLOBAL: '40/600', SMS_CHALLENGE_AFTER: 'phone=3,day=5,address=10' },
    });
    await api.start();
  });
  afterAll(() => api.cleanup());

  it('sends at most 3 codes to one phone when 25 requests arrive at once from different addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => sendCode(api, '998901300001', `198.51.100.${i + 1}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    // The others are asked for a proof-of-work challenge first (none brought one).
    const refused = answers.filter((a) => a.status === 428);
    expect(refused).toHaveLength(22);
    for (const answer of refused) {
      expect(answer.body).toEqual({ status: 0, code: 'challenge_required', msg: expect.any(String) });
    }
    await logCaughtUp(api);
    expect(textsSent(api, '998901300001')).toBe(3);
  });

  it('sends at most 10 codes for one client address, whatever the phones', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sendCode(api, `9989013100${String(i).padStart(2, '0')}`, '192.0.2.7'),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 428)).toHaveLength(20);
  });

  it('sends no text to numbers outside Uzbekistan or malformed ones', async () => {
    await logCaughtUp(api);
    const before = textsSent(api);
    const phones = [
      '+7 912 345 67 89',
      '+1 202 555 0143',
      '998001234567',
      '99890123456',
      '9989012345678',
      'x',
    ];
    const answers = await Promise.all(phones.map((phone, i) => sendCode(api, phone, `192.0.2.${100 + i}`)));
    for (const answer of answers) expect(answer.status).toBe(400);
    await logCaughtUp(api);
    expect(textsSent(api)).toBe(before);
  });

  it('stops all texts at the global budget when many shoppers ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        sendCode(api, `9989014000${String(i).padStart(2, '0')}`, `203.0.113.${i + 1}`),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    // 3 + 10 sent above; the budget of 40 lets 27 more through.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(27);
    await logCaughtUp(api);
    expect(textsSent(api)).toBe(40);
    expect(outboxRows(api)).toBe(40);
  });
});

describe('reliability: codes, tokens and other users’ data over HTTP', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = createApiProcess({
      port: 5910,
      env: {
        SMS_LIMIT_PER_PHONE: '100/600',
        SMS_LIMIT_PER_IP: '1000/600',
        SMS_LIMIT_GLOBAL: '1000/60',
        SMS_CHALLENGE_AFTER: 'off',
      },
    });
    await api.start();
  });
  afterAll(() => api.cleanup());

  const lastCode = async (phone: string) =>
    ((await call(api.base, 'GET', `dev/sms-outbox?phone=${phone}`)).body.results as { code: string }[])[0]
      .code;
  const accept = (phone: string, code: string, shopper = '10.9.9.9') =>
    call(api.base, 'POST', 'v1/accept', { phone, code }, { 'x-forwarded-for': shopper });
  const wrongCodes = (right: string, n: number) =>
    Array.from({ length: n }, (_, i) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'));

  it('locks a code after 5 wrong tries from an address even when 30 guesses arrive at once', async () => {
    const phone = '998901500001';
    await sendCode(api, phone, '10.9.0.1');
    const right = await lastCode(phone);
    const answers = await Promise.all(wrongCodes(right, 30).map((code) => accept(phone, code, '10.9.0.1')));
    expect(answers.filter((a) => a.status === 200 && a.body.msg === 'Code None')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25);
    const late = await accept(phone, right, '10.9.0.1');
    expect(late.status).toBe(429);
    expect(late.body.token).toBeUndefined();
  });

  it("lets the shopper in after a stranger's 30 simultaneous guesses at their code", async () => {
    const phone = '998901500003';
    await sendCode(api, phone, '10.9.0.3');
    const right = await lastCode(phone);
    const answers = await Promise.all(
      wrongCodes(right, 30).map((code) => accept(phone, code, '203.0.113.9')),
    );
    expect(answers.filter((a) => a.body.msg === 'Code None')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25);
    expect((await accept(phone, right, '10.9.0.3')).body.token).toEqual(expect.any(String));
  });

  it('gives 100 addresses guessing one code at once 10 tries in all (the default), and still lets the shopper in', async () => {
    const phone = '998901500004';
    await sendCode(api, phone, '10.9.0.4');
    const right = await lastCode(phone);
    const answers = await Promise.all(
      wrongCodes(right, 100).map((code, i) =>
        accept(phone, code, `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`),
      ),
    );
    expect(answers.filter((a) => a.body.msg === 'Code None')).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(90);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await accept(phone, right, '10.9.0.4')).body.token).toEqual(expect.any(String));
  });

  it('accepts a code once even when it is sent twice at the same moment', async () => {
    const phone = '998901500002';
    await sendCode(api, phone, '10.9.0.2');
    const code = await lastCode(phone);
    const answers = await Promise.all([
      accept(phone, code, '10.9.0.2'),
      accept(phone, code, '10.9.0.2'),
      accept(phone, code, '10.9.0.2'),
    ]);
    expect(answers.filter((a) => typeof a.body.token === 'string')).toHaveLength(1);
    expect((await accept(phone, code)).body).toEqual({ status: 0, code: 'wrong_code', msg: 'Code None' });
  });

  it('issues distinct 256-bit random tokens, stored only as hashes', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(api.base, `9989015100${String(i).padStart(2, '0')}`)),
    ).then((users) => users.map((user) => user.token));
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // 20 × 43 characters of base64url: close to 6 bits a character when random.
    expect(entropyPerChar(tokens.join(''))).toBeGreaterThan(5.6);
    const db = new DatabaseSync(api.databaseFile, { readOnly: true });
    const stored = JSON.stringify(db.prepare('SELECT * FROM auth_tokens').all());
    db.close();
    for (const token of tokens) expect(stored).not.toContain(token);
  });

  it('revokes a token at logout while the same user’s other session stays', async () => {
    const phone = '998901520001';
    const first = await signIn(api.base, phone);
    const second = await signIn(api.base, phone);
    expect((await call(api.base, 'GET', 'v1/user', undefined, first)).status).toBe(200);
    expect((await call(api.base, 'POST', 'v1/logout', {}, first)).status).toBe(200);
    const after = await call(api.base, 'GET', 'v1/user', undefined, first);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ status: 0, code: 'unauthorized', msg: 'Unauthorized' });
    expect((await call(api.base, 'GET', 'v1/orders', undefined, first)).status).toBe(401);
    expect((await call(api.base, 'GET', 'v1/user', undefined, second)).status).toBe(200);
  });

  it('answers 404 for another user’s order, payment and card, and leaves them untouched', async () => {
    const alice = await signIn(api.base, '998901530001');
    const bob = await signIn(api.base, '998901530002');
    const auth = (user: { authorization: string }) => ({ authorization: user.authorization });
    // Bob saves a card and places an order.
    const created = await call(
      api.base,
      'POST',
      'dev/card-api',
      { id: 1, method: 'cards.create', params: { card: { number: '8600123456781233', expire: '1229' } } },
      { 'x-auth': 'dev' },
    );
    const cardToken = (created.body.result as { card: { token: string } }).card.token;
    const init = await call(api.base, 'POST', 'v2/cards/init', { card_token: cardToken }, auth(bob));
    const confirm = await call(
      api.base,
      'POST',
      'v2/cards/confirm',
      { session: init.body.session, code: await lastCode('998901530002') },
      auth(bob),
    );
    const cardId = (confirm.body.card as { id: number }).id;
    const db = new DatabaseSync(api.databaseFile, { readOnly: true });
    const stock = db
      .prepare(
        `SELECT s.pharmacy_id, d.id, d.price FROM drug_stock s JOIN drugs d ON d.id = s.drug_id
         JOIN pharmacies p ON p.id = s.pharmacy_id
         WHERE p.region_id = 1 AND s.qty >= 50 AND d.price * d.max_count >= 30000 AND d.price >= 1000 LIMIT 1`,
      )
      .get() as { pharmacy_id: number; id: number; price: number };
    db.close();
    const placed = await call(
      api.base,
      'POST',
      'v2/cart',
      {
        drugs: [{ drug_id: stock.id, qty: Math.ceil(30_000 / stock.price) }],
        type: 'pickup',
        store_id: stock.pharmacy_id,
        device: 'desktop',
      },
      auth(bob),
    );
    expect(placed.body.status).toBe(1);
    const orderId = placed.body.order_id as number;

    const attempts = [
      await call(api.base, 'GET', `v1/order/${orderId}`, undefined, auth(alice)),
      await call(api.base, 'GET', `v1/order-payment/${orderId}`, undefined, auth(alice)),
      await call(
        api.base,
        'POST',
        'v1/order-payment',
        { order_id: orderId, payment_type: 2, card_id: cardId },
        auth(alice),
      ),
      await call(api.base, 'POST', 'v2/cards/delete', { card_id: cardId }, auth(alice)),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        status: 0,
        code: expect.stringMatching(/^(order|card)_not_found$/),
        msg: expect.any(String),
      });
    }
    // Bob's card and order are as he left them.
    const cards = await call(api.base, 'GET', 'v2/cards', undefined, auth(bob));
    expect(cards.body.results).toEqual([expect.objectContaining({ id: cardId })]);
    const order = await call(api.base, 'GET', `v1/order/${orderId}`, undefined, auth(bob));
    expect(order.body).toMatchObject({ id: orderId, is_paid: false });
  });
});
