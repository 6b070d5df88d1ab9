import { createTestApp, type TestApp } from '../http/testing';
import { type IssuedChallenge, solveChallenge } from '../testing/solve-challenge';
import { DEFAULT_SEND_LIMITS } from './send-limits';

// Issue 38, items 4 and 5: the production defaults (DEFAULT_SEND_LIMITS, DEFAULT_ACCEPT_LIMITS), attacked.
// Each test server builds the catalogue's search index: seconds on a busy machine.
jest.setTimeout(60_000);

/** `v1/register-captcha` from an address, with a solved challenge or without. */
const askCode = (t: TestApp, phone: string, remoteAddress: string, altcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/register-captcha',
    payload: altcha ? { phone, altcha } : { phone },
    remoteAddress,
  });

const VICTIM = '998901234567';
const wrongOf = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe('sign-in nobody else can block (issue 38, item 4)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const ask = (phone: string, remoteAddress: string, altcha?: string) =>
    askCode(t, phone, remoteAddress, altcha);
  const accept = (phone: string, code: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/accept', payload: { phone, code }, remoteAddress });
  const challenge = async (): Promise<IssuedChallenge> =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json();
  const texts = async (phone: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` })).json().results
      .length as number;

  it("signs the owner in after strangers' code requests and 100 wrong codes from 100 addresses", async () => {
    // The owner asks from their phone's IPv6 address, and types the code from another of its /64 (privacy
    // extensions draw a new one at will).
    expect((await ask(VICTIM, '2001:db8:77:1::a')).statusCode).toBe(200);
    const code = await t.lastCode(VICTIM);
    // A stranger asks for codes to the victim's phone: the first two are sent, then a challenge is asked for.
    const requests = [];
    for (let i = 0; i < 3; i++) requests.push((await ask(VICTIM, '198.51.100.7')).statusCode);
    expect(requests).toEqual([200, 200, 428]);
    // 100 wrong codes from 100 other addresses: 10 are compared, the rest refused for the phone.
    const guesses = new Map<number, number>();
    for (let i = 1; i <= 100; i++) {
      const { statusCode } = await accept(VICTIM, wrongOf(code, i), `203.0.${i}.9`);
      guesses.set(statusCode, (guesses.get(statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(guesses)).toEqual({ 200: 10, 429: 90 });
    const owner = await accept(VICTIM, code, '2001:db8:77:1:9f3e:1:2:3');
    expect(owner.json()).toMatchObject({ status: 1, token: expect.any(String) });
  });

  it("keeps the stranger's requests from using up the phone: the owner, with a solved challenge, still gets a code", async () => {
    // 50 requests from 50 addresses, none with a challenge: 3 texts (the phone's free 3 in 10 minutes).
    const answers = [];
    for (let i = 1; i <= 50; i++) answers.push(await ask(VICTIM, `192.0.2.${i}`));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 428);
    expect(refused).toHaveLength(47);
    expect(refused[0].json()).toEqual({ status: 0, code: 'challenge_required', msg: expect.any(String) });
    expect(refused[0].headers['retry-after']).toBeUndefined();
    // The owner is asked for the challenge too, solves it (the app does) and gets a code.
    expect((await ask(VICTIM, '10.20.30.40')).statusCode).toBe(428);
    expect((await ask(VICTIM, '10.20.30.40', solveChallenge(await challenge()))).statusCode).toBe(200);
    const code = await t.lastCode(VICTIM);
    expect((await accept(VICTIM, code, '10.20.30.40')).json().status).toBe(1);
    expect(await texts(VICTIM)).toBe(4);
  });

  it('keeps a hard cap for SMS cost: 6 texts to a phone in 10 minutes, 15 a day, whatever is solved', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++)
      statuses.push((await ask(VICTIM, `192.0.2.${i}`, solveChallenge(await challenge()))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await texts(VICTIM)).toBe(6);
    // The day's cap, with the 10-minute one out of the way (the limiters keep real time, not the test's clock).
    const daily = await createTestApp({
      accounts: {
        sendLimits: {
          ...DEFAULT_SEND_LIMITS,
          perPhone: { points: 100, durationSec: 600, challengeAfter: 3 },
        },
      },
    });
    try {
      const issue = async () =>
        solveChallenge((await daily.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json());
      const day: number[] = [];
      for (let i = 1; i <= 17; i++) {
        const answer = await daily.app.inject({
          method: 'POST',
          url: '/api/v1/register-captcha',
          payload: { phone: VICTIM, altcha: await issue() },
          remoteAddress: `192.0.2.${i}`,
        });
        day.push(answer.statusCode);
        if (i === 16) expect(answer.json().code).toBe('codes_for_phone_today');
      }
      expect(day).toEqual([...Array(15).fill(200), 429, 429]);
    } finally {
      await daily.close();
    }
  });

  it('takes each solution once, and neither a wrong number, a forged signature nor an expired challenge', async () => {
    for (let i = 0; i < 3; i++) await ask(VICTIM, `192.0.2.${i + 1}`);
    const solved = await challenge();
    const solution = solveChallenge(solved);
    const decoded = JSON.parse(Buffer.from(solution, 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    expect(
      (await ask(VICTIM, '192.0.2.9', encode({ ...decoded, number: decoded.number + 1 }))).statusCode,
    ).toBe(428);
    expect(
      (await ask(VICTIM, '192.0.2.9', encode({ ...decoded, signature: 'a'.repeat(64) }))).statusCode,
    ).toBe(428);
    expect((await ask(VICTIM, '192.0.2.9', 'not base64 json')).statusCode).toBe(428);
    expect((await ask(VICTIM, '192.0.2.9', solution)).statusCode).toBe(200);
    expect((await ask(VICTIM, '192.0.2.10', solution)).statusCode).toBe(428);
    const late = solveChallenge(await challenge());
    t.advance(11 * 60_000);
    expect((await ask(VICTIM, '192.0.2.11', late)).statusCode).toBe(428);
  });
});

describe('addresses by network, sized for shared addresses (issue 38, item 5)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const ask = (phone: string, remoteAddress: string, altcha?: string) =>
    askCode(t, phone, remoteAddress, altcha);
  const phoneNo = (i: number) => `9989020${String(i).padStart(5, '0')}`;
  const counts = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

  it('counts one IPv6 /64 as one client: 30 requests from 30 of its addresses send 10 texts', async () => {
    const statuses = [];
    for (let i = 1; i <= 30; i++)
      statuses.push((await ask(phoneNo(i), `2001:db8:66:1::${i.toString(16)}`)).statusCode);
    expect(counts(statuses)).toEqual({ 200: 10, 428: 20 });
    // An IPv4-mapped address is its IPv4 address.
    for (let i = 1; i <= 10; i++) expect((await ask(phoneNo(100 + i), '192.0.2.77')).statusCode).toBe(200);
    expect((await ask(phoneNo(111), '::ffff:192.0.2.77')).statusCode).toBe(428);
  });

  it('counts wrong codes per /64: 60 from 60 of its addresses get 30 compared', async () => {
    const statuses = [];
    for (let i = 1; i <= 60; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/accept',
        payload: { phone: phoneNo(i), code: '000000' },
        remoteAddress: `2001:db8:66:2:${i.toString(16)}::1`,
      });
      statuses.push(answer.statusCode);
    }
    expect(counts(statuses)).toEqual({ 200: 30, 429: 30 });
  });

  it('lets 40 shoppers behind one carrier IPv4 address sign in within the hour: none is refused', async () => {
    let challenged = 0;
    for (let i = 1; i <= 40; i++) {
      let answer = await ask(phoneNo(200 + i), '100.64.1.1');
      if (answer.statusCode === 428) {
        challenged++;
        const issued = (await t.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json();
        answer = await ask(phoneNo(200 + i), '100.64.1.1', solveChallenge(issued));
      }
      expect(answer.statusCode).toBe(200);
      const code = await t.lastCode(phoneNo(200 + i));
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/accept',
        payload: { phone: phoneNo(200 + i), code },
        remoteAddress: '100.64.1.1',
      });
      expect(accepted.json().status).toBe(1);
    }
    expect(challenged).toBe(30);
  });

  it('keeps a flood from 320 networks from using up the global budget: the next shopper gets a code', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 320 }, (_, i) => ask(phoneNo(300 + i), `2001:db8:${(i + 1).toString(16)}::1`)),
    );
    expect(counts(statuses.map((a) => a.statusCode))).toEqual({ 200: 60, 428: 260 });
    const shopper = await ask(phoneNo(999), '198.51.100.200');
    expect(shopper.statusCode).toBe(428);
    const issued = (await t.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json();
    expect((await ask(phoneNo(999), '198.51.100.200', solveChallenge(issued))).statusCode).toBe(200);
  });
});
