import { createTestApp, type TestApp } from '../http/testing';
import type { SmsProvider } from '../sms/sms-provider';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const PHONE = '998901234567';
const generous = {
  perPhone: { points: 50, durationSec: 600 },
  perIp: { points: 50, durationSec: 600 },
  global: { points: 500, durationSec: 60 },
};

describe('API: sign-in (v1/register-captcha, v1/accept, v1/logout, v1/user)', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp({ accounts: { sendLimits: generous } });
  });
  afterAll(() => t.close());

  const send = (phone: unknown, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/register-captcha', payload: { phone }, remoteAddress });
  const accept = (phone: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/accept', payload: { phone, code } });

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
    const rows = t.db.prepare('SELECT code_hash FROM otp_codes').all() as Array<{ code_hash: string }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).not.toContain(code);
  });

  it.each([['+7 912 345 67 89'], ['99890123'], ['hello'], ['']])(
    'refuses %p with 400 and a message',
    async (phone) => {
      const answer = await send(phone);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ status: 0, msg: expect.any(String) });
    },
  );

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
    expect(broken.json()).toMatchObject({ status: 0, msg: expect.any(String) });
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
    expect(t.databaseContains(body.token)).toBe(false);
    expect(t.databaseContains(PHONE)).toBe(true); // the scan does see what is stored
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toEqual({ status: 1, user: body.user });

    // Reused code.
    expect((await accept(PHONE, code)).json()).toEqual({ status: 0, msg: 'Code None' });
  });

  it('answers "Code None" for a wrong code', async () => {
    await send(PHONE);
    const code = await t.lastCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await accept(PHONE, wrong)).json()).toEqual({ status: 0, msg: 'Code None' });
    expect((await accept(PHONE, code)).json().status).toBe(1);
  });

  it('answers "Code None" for an expired code (after 5 minutes)', async () => {
    await send(PHONE);
    const code = await t.lastCode(PHONE);
    t.advance(5 * 60_000 + 1000);
    expect((await accept(PHONE, code)).json()).toEqual({ status: 0, msg: 'Code None' });
  });

  it('drops expired codes when new ones are issued', async () => {
    await send(PHONE);
    t.advance(5 * 60_000 + 1000);
    await send('998935550000');
    const left = t.db
      .prepare('SELECT COUNT(*) AS n FROM otp_codes WHERE expires_at < ?')
      .get(new Date('2100-01-01').toISOString()) as { n: number };
    expect(left.n).toBe(1); // only the fresh one
  });

  it('answers "Code None" for a code that a newer one replaced', async () => {
    await send(PHONE);
    const first = await t.lastCode(PHONE);
    await send(PHONE);
    const second = await t.lastCode(PHONE);
    if (first !== second)
      expect((await accept(PHONE, first)).json()).toEqual({ status: 0, msg: 'Code None' });
    expect((await accept(PHONE, second)).json().status).toBe(1);
  });

  it('locks a code after 5 wrong tries: even the right code then answers 429', async () => {
    await send(PHONE);
    const code = await t.lastCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await accept(PHONE, wrong)).json().msg).toBe('Code None');
    const locked = await accept(PHONE, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 0, msg: expect.stringMatching(/new code/) });
  });

  it('revokes the token on logout: it then answers 401', async () => {
    const { authorization } = await t.signIn('998911112233');
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { authorization } });
    expect(logout.json()).toMatchObject({ status: 1 });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ status: 0, msg: expect.any(String) });
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
      expect(answer.json()).toEqual({ status: 0, msg: expect.any(String) });
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

describe('API: sending limits (429 with Retry-After)', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp({
      accounts: {
        sendLimits: {
          perPhone: { points: 2, durationSec: 600 },
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
    expect(third.json()).toEqual({ status: 0, msg: expect.stringMatching(/phone/) });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits codes per client address', async () => {
    for (const n of [2, 3, 4, 5]) expect((await send(`99890100000${n}`, '10.3.0.1')).statusCode).toBe(200);
    const fifth = await send('998901000006', '10.3.0.1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().msg).toMatch(/address/);
  });

  it('limits codes in total', async () => {
    // 2 + 4 sent above use up the global budget of 6.
    const answer = await send('998901000007', '10.4.0.1');
    expect(answer.statusCode).toBe(429);
    expect(answer.json().msg).toMatch(/right now/);
    expect(answer.headers['retry-after']).toBeDefined();
  });
});

describe('API: the shopper behind the edge', () => {
  it("counts the per-address limit by X-Forwarded-For from a trusted proxy, not by the proxy's address", async () => {
    const t = createTestApp({
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
    const t = createTestApp({ accounts: { smsProvider: gateway } });
    await t.app.inject({ method: 'POST', url: '/api/v1/register-captcha', payload: { phone: PHONE } });
    expect(sent).toEqual([PHONE]);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' })).statusCode).toBe(404);
    await t.close();
  });

  it('refuses a malformed phone filter with 400', async () => {
    const t = createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=abc' })).statusCode).toBe(
      400,
    );
    await t.close();
  });
});
