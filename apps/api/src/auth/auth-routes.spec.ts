import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../http/testing';
import { type SmsProvider, SmsSendError } from '../sms/sms-provider';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const PHONE = '998901234567';
const generous = {
  perPhone: { points: 50, durationSec: 600 },
  perPhoneDaily: { points: 500, durationSec: 86_400 },
  perIp: { points: 50, durationSec: 600 },
  global: { points: 500, durationSec: 60 },
};

describe('API: sign-in (v1/register-captcha, v1/accept, v1/logout, v1/user)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ accounts: { sendLimits: generous } });
  });
  afterAll(() => t.close());

  const send = (phone: unknown, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/register-captcha', payload: { phone }, remoteAddress });
  const accept = (phone: string, code: string, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/accept', payload: { phone, code }, remoteAddress });

  it('sends a 6-digit code to a valid Uzbek number written any usual way', async () => {
    const answer = await send('+998 90 123-45-67');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 1, msg: expect.any(String), is_registered: false });
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${PHONE}` })).json();
    expect(outbox.results[0]).toMatchObject({ phone: PHONE, code: expect.stringMatching(/^\d{6}$/) });
    expect(outbox.results[0].text).toContain(outbox.results[0].code);
  });

  it('stores the code only as a hash', async () => {
    await send(PHONE);
    const code = await t.lastCode(PHONE);
    const rows = (await t.db.prepare('SELECT code_hash FROM otp_codes').all()) as Array<{
      code_hash: string;
    }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).not.toContain(code);
  });

  it.each([
    ['+7 912 345 67 89', 'invalid_phone'],
    ['99890123', 'invalid_phone'],
    ['hello', 'invalid_phone'],
    ['', 'invalid_request'],
  ])('refuses %p with 400 and a message (%s)', async (phone, code) => {
    const answer = await send(phone);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 0, code, msg: expect.any(String) });
  });

  it('refuses a missing body or a non-JSON body with 400, never a 500', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/register-captcha' });
    expect(empty.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accept',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 0, code: 'invalid_request', msg: expect.any(String) });
  });

  it('accepts the right code once, with a fresh 256-bit token stored hashed and the user', async () => {
    await send(PHONE);
    const code = await t.lastCode(PHONE);
    const answer = await accept(PHONE, code);
    const body = answer.json();
    expect(body).toEqual({
      status: 1,
      msg: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: expect.any(Number),
        phone: PHONE,
        first_name: '',
        last_name: '',
        father_name: '',
        birth_date: null,
        gender: null,
        complete: 0,
      },
    });
    expect(await t.databaseContains(body.token)).toBe(false);
    expect(await t.databaseContains(PHONE)).toBe(true); // the scan does see what is stored
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toEqual({ status: 1, user: body.user });

    // Reused code.
    expect((await accept(PHONE, code)).json()).toEqual({ status: 0, code: 'wrong_code', msg: 'Code None' });
  });

  it('answers "Code None" for a wrong code', async () => {
    await send(PHONE);
    const code = await t.lastCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await accept(PHONE, wrong)).json()).toEqual({ status: 0, code: 'wrong_code', msg: 'Code None' });
    expect((await accept(PHONE, code)).json().status).toBe(1);
  });

  it('answers "Code None" for an expired code (after 5 minutes)', async () => {
    await send(PHONE);
    const code = await t.lastCode(PHONE);
    t.advance(5 * 60_000 + 1000);
    expect((await accept(PHONE, code)).json()).toEqual({ status: 0, code: 'wrong_code', msg: 'Code None' });
  });

  it('drops expired codes when new ones are issued', async () => {
    await send(PHONE);
    t.advance(5 * 60_000 + 1000);
    await send('998935550000');
    const left = (await t.db
      .prepare('SELECT COUNT(*) AS n FROM otp_codes WHERE expires_at < ?')
      .get(new Date('2100-01-01').toISOString())) as { n: number };
    expect(left.n).toBe(1); // only the fresh one
  });

  it('answers "Code None" for a code that a newer one replaced', async () => {
    await send(PHONE);
    const first = await t.lastCode(PHONE);
    await send(PHONE);
    const second = await t.lastCode(PHONE);
    if (first !== second)
      expect((await accept(PHONE, first)).json()).toEqual({
        status: 0,
        code: 'wrong_code',
        msg: 'Code None',
      });
    expect((await accept(PHONE, second)).json().status).toBe(1);
  });

  it('writes the text in the shopper’s language (the request’s lan), Russian by default', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/register-captcha?lan=uz&region=1',
      payload: { phone: '998935551111' },
    });
    const [uz] = (await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=998935551111' })).json()
      .results;
    expect(uz.text).toBe(`GoPharm: kirish kodi ${uz.code}. Uni hech kimga aytmang.`);
    await send('998935552222');
    const [ru] = (await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=998935552222' })).json()
      .results;
    expect(ru.text).toBe(`GoPharm: код для входа ${ru.code}. Никому его не сообщайте.`);
  });

  it('locks a code for an address after its 5 wrong tries: even the right code from there then answers 429', async () => {
    await send(PHONE);
    const code = await t.lastCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await accept(PHONE, wrong)).json()).toEqual({
        status: 0,
        code: 'wrong_code',
        msg: 'Code None',
      });
    }
    const locked = await accept(PHONE, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 0, code: 'code_locked', msg: expect.stringMatching(/new code/) });
  });

  it('revokes the token on logout: it then answers 401', async () => {
    const { authorization } = await t.signIn('998911112233');
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { authorization } });
    expect(logout.json()).toMatchObject({ status: 1 });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ status: 0, code: 'unauthorized', msg: 'Unauthorized' });
  });

  it.each([[undefined], ['Bearer nonsense-token-that-is-long-enough'], ['Basic abc'], ['Bearer ']])(
    'answers 401 for the authorization header %p',
    async (authorization) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ status: 0, code: 'unauthorized', msg: 'Unauthorized' });
    },
  );

  it('answers 401 for an expired token', async () => {
    const { authorization } = await t.signIn('998935556677');
    t.advance(91 * 24 * 3_600_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization } })).statusCode,
    ).toBe(401);
  });
});

describe('API: private answers are never stored by a cache', () => {
  it('answers every signed-in call, and every code or token, with Cache-Control: no-store', async () => {
    const t = await createTestApp({ accounts: { sendLimits: generous } });
    // Every call of the route table: a signed-in call is one that answers 401 without a token, so a new one is
    // covered without editing this test.
    const calls: Array<{ method: 'GET' | 'POST'; url: string }> = [];
    t.app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of ['GET', 'POST'] as const) {
        if ([route.method].flat().includes(method))
          calls.push({ method, url: route.url.replace(/:\w+/g, '1') });
      }
    });
    await t.app.ready();
    await t.app.inject({ method: 'POST', url: '/api/v1/register-captcha', payload: { phone: PHONE } });
    const code = await t.lastCode(PHONE);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accept',
      payload: { phone: PHONE, code },
    });
    expect(accepted.headers['cache-control']).toBe('no-store');
    const authorization = `Bearer ${accepted.json().token}`;
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${PHONE}` });
    expect(outbox.headers['cache-control']).toBe('no-store');

    const signedIn: string[] = [];
    for (const call of calls) {
      const guest = await t.app.inject({ ...call, payload: call.method === 'POST' ? {} : undefined });
      if (guest.statusCode !== 401) continue;
      signedIn.push(`${call.method} ${call.url}`);
      const answer = await t.app.inject({
        ...call,
        payload: call.method === 'POST' ? {} : undefined,
        headers: { authorization },
      });
      expect([call.url, guest.headers['cache-control'], answer.headers['cache-control']]).toEqual([
        call.url,
        'no-store',
        'no-store',
      ]);
    }
    expect(signedIn).toEqual(
      expect.arrayContaining([
        'GET /api/v1/user',
        'GET /api/v1/orders',
        'GET /api/v2/cards',
        'GET /api/v2/addresses',
        'GET /api/v1/order-payment/1',
        'GET /api/v1/user-cashback',
        'GET /api/v2/favorites',
      ]),
    );
    await t.close();
  });
});

describe('API: sending limits (429 with Retry-After)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      accounts: {
        sendLimits: {
          perPhone: { points: 2, durationSec: 600 },
          perPhoneDaily: { points: 100, durationSec: 86_400 },
          perIp: { points: 4, durationSec: 600 },
          global: { points: 6, durationSec: 60 },
        },
      },
    });
  });
  afterAll(() => t.close());

  const send = (phone: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/register-captcha', payload: { phone }, remoteAddress });

  it('limits codes per phone', async () => {
    expect((await send('998901000001', '10.2.0.1')).statusCode).toBe(200);
    expect((await send('998901000001', '10.2.0.2')).statusCode).toBe(200);
    const third = await send('998901000001', '10.2.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ status: 0, code: 'codes_for_phone', msg: expect.stringMatching(/phone/) });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits codes per client address', async () => {
    for (const n of [2, 3, 4, 5]) expect((await send(`99890100000${n}`, '10.3.0.1')).statusCode).toBe(200);
    const fifth = await send('998901000006', '10.3.0.1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      status: 0,
      code: 'codes_from_address',
      msg: expect.stringMatching(/address/),
    });
  });

  it('limits codes in total', async () => {
    // 2 + 4 sent above use up the global budget of 6.
    const answer = await send('998901000007', '10.4.0.1');
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({
      status: 0,
      code: 'codes_for_everyone',
      msg: expect.stringMatching(/right now/),
    });
    expect(answer.headers['retry-after']).toBeDefined();
  });
});

describe('API: texts a phone may receive in a day, whatever the addresses asking', () => {
  it('stops at the daily budget of the phone even when every request comes from a new address', async () => {
    const t = await createTestApp({
      accounts: { sendLimits: { ...generous, perPhoneDaily: { points: 4, durationSec: 86_400 } } },
    });
    const send = (phone: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/register-captcha', payload: { phone }, remoteAddress });
    const answers = [];
    for (let i = 1; i <= 8; i++) answers.push(await send('998901000021', `198.51.100.${i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(answers[4].json()).toEqual({
      status: 0,
      code: 'codes_for_phone_today',
      msg: expect.stringMatching(/today/),
    });
    expect(Number(answers[4].headers['retry-after'])).toBeGreaterThan(3600);
    // Another phone is not affected.
    expect((await send('998901000022', '198.51.100.1')).statusCode).toBe(200);
    await t.close();
  });
});

describe('API: v1/accept limits (per address, per phone; the shopper is never locked out by strangers)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({
      accounts: {
        sendLimits: generous,
        acceptLimits: {
          perIp: { points: 12, durationSec: 3600 },
          perPhoneFromOthers: { points: 6, durationSec: 3600 },
        },
      },
    });
  });
  afterEach(() => t.close());

  const OWNER = '10.7.0.1';
  const askCode = async (phone: string, remoteAddress = OWNER) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/register-captcha',
      payload: { phone },
      remoteAddress,
    });
    return t.lastCode(phone);
  };
  const accept = (phone: string, code: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/accept', payload: { phone, code }, remoteAddress });
  const wrongOf = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

  it("lets the shopper in with the right code after a stranger's wrong guesses locked the stranger out", async () => {
    const code = await askCode(PHONE);
    const stranger = [];
    for (let i = 1; i <= 8; i++) stranger.push(await accept(PHONE, wrongOf(code, i), '203.0.113.66'));
    expect(stranger.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(stranger[0].json()).toEqual({ status: 0, code: 'wrong_code', msg: 'Code None' });
    // Even the right code is refused to the stranger now.
    expect((await accept(PHONE, code, '203.0.113.66')).statusCode).toBe(429);
    const owner = await accept(PHONE, code, OWNER);
    expect(owner.json()).toMatchObject({ status: 1, token: expect.any(String) });
  });

  it('lets a crowd of addresses try a phone’s code only a few times in all, and still lets the shopper in', async () => {
    const code = await askCode(PHONE);
    const answers = [];
    for (let i = 1; i <= 20; i++) answers.push(await accept(PHONE, wrongOf(code, i), `198.51.100.${i}`));
    expect(answers.filter((a) => a.json().code === 'wrong_code')).toHaveLength(6);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(14);
    expect(refused[0].json()).toEqual({
      status: 0,
      code: 'wrong_codes_for_phone',
      msg: expect.stringMatching(/this phone/),
    });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    // The right code from yet another address is refused too; from the address that asked for it, it works.
    expect((await accept(PHONE, code, '198.51.100.99')).statusCode).toBe(429);
    expect((await accept(PHONE, code, OWNER)).json().status).toBe(1);
  });

  it('limits the wrong codes one address may try, whatever the phones', async () => {
    const answers = [];
    for (let i = 0; i < 15; i++) {
      const phone = `9989010001${String(i).padStart(2, '0')}`;
      const code = await askCode(phone, `192.0.2.${i + 1}`);
      answers.push(await accept(phone, wrongOf(code), '203.0.113.77'));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(12).fill(200), 429, 429, 429]);
    expect(answers[12].json()).toEqual({
      status: 0,
      code: 'wrong_codes_from_address',
      msg: expect.stringMatching(/this address/),
    });
  });

  it('does not count right codes: a shared address signs many shoppers in', async () => {
    for (let i = 0; i < 20; i++) {
      const phone = `9989010002${String(i).padStart(2, '0')}`;
      const code = await askCode(phone, '100.64.0.1');
      expect((await accept(phone, code, '100.64.0.1')).json().status).toBe(1);
    }
  });
});

describe('API: the shopper behind the edge', () => {
  it("counts the per-address limit by X-Forwarded-For from a trusted proxy, not by the proxy's address", async () => {
    const t = await createTestApp({
      trustProxy: 'loopback',
      accounts: { sendLimits: { ...generous, perIp: { points: 1, durationSec: 600 } } },
    });
    const send = (phone: string, shopper: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/register-captcha',
        payload: { phone },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': shopper },
      });
    expect((await send('998901000011', '203.0.113.1')).statusCode).toBe(200);
    expect((await send('998901000012', '203.0.113.2')).statusCode).toBe(200);
    expect((await send('998901000013', '203.0.113.1')).statusCode).toBe(429);
    await t.close();
  });
});

describe('API: dev SMS outbox', () => {
  it('does not exist when a real SMS provider is on', async () => {
    const sent: string[] = [];
    const gateway: SmsProvider = { name: 'gateway', send: async (m) => void sent.push(m.phone) };
    const t = await createTestApp({ accounts: { smsProvider: gateway } });
    await t.app.inject({ method: 'POST', url: '/api/v1/register-captcha', payload: { phone: PHONE } });
    expect(sent).toEqual([PHONE]);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' })).statusCode).toBe(404);
    await t.close();
  });

  it('answers 503 with Retry-After when the gateway does not take the text', async () => {
    const gateway: SmsProvider = {
      name: 'gateway',
      send: async () => {
        throw new SmsSendError('Eskiz answered 500');
      },
    };
    const t = await createTestApp({ accounts: { smsProvider: gateway } });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register-captcha',
      payload: { phone: PHONE },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 0, code: 'code_not_sent', msg: expect.any(String) });
    expect(answer.headers['retry-after']).toBe('60');
    await t.close();
  });

  it('refuses a malformed phone filter with 400', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=abc' })).statusCode).toBe(
      400,
    );
    await t.close();
  });
});
