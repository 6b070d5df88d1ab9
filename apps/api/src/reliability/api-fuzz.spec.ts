import { REFUSAL_MESSAGES } from '@gopharm/util';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../http/testing';

// Building the catalogue (search index) takes seconds; the fuzz runs a few thousand calls in process.
jest.setTimeout(180_000);

/** Every route as registered: the list follows the route table, so a new call is fuzzed without editing this. */
interface Call {
  method: string;
  url: string;
  /** Property names of the body and query schemas: generated inputs use them half of the time. */
  keys: string[];
}

function schemaKeys(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

// Values a shopper, a bot or an attacker might put anywhere.
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '\u0000',
    '9'.repeat(400),
    '998901234567',
    '2026-13-45',
    '41.3,69.2',
    'a'.repeat(5000),
  ),
  fc.boolean(),
  fc.constant(null),
);
const jsonish = fc.oneof(nasty, fc.array(nasty, { maxLength: 4 }), fc.dictionary(fc.string(), nasty));

const queryArb = (keys: string[]) =>
  fc.dictionary(
    keys.length ? fc.oneof(fc.constantFrom(...keys, 'lan', 'region', 'page'), fc.string()) : fc.string(),
    fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('uz', 'ru', 'xx', '-5', '1,2,x')),
    { maxKeys: 5 },
  );

const bodyArb = (keys: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.string(), jsonish) },
    { weight: 1, arbitrary: jsonish },
    // Not JSON at all, sent as JSON.
    { weight: 1, arbitrary: fc.string().map((text) => ({ raw: `{${text}` })) },
  );

/** A path parameter: ids, slugs and junk. */
const paramArb = fc.oneof(
  fc.integer().map(String),
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
  fc.string({ minLength: 1 }).map(encodeURIComponent),
  fc.constantFrom('0', '-1', '99999999999999999999', '1.5', '%2e%2e', 'null'),
);

describe('reliability: every API call fuzzed with generated queries and bodies', () => {
  let t: TestApp;
  const calls: Call[] = [];
  let authorization = '';

  beforeAll(async () => {
    t = await createTestApp({
      accounts: {
        sendLimits: {
          perPhone: { points: 100_000, durationSec: 60 },
          perPhoneDaily: { points: 100_000, durationSec: 60 },
          perIp: { points: 100_000, durationSec: 60 },
          global: { points: 100_000, durationSec: 60 },
        },
        acceptLimits: {
          perIp: { points: 100_000, durationSec: 60 },
          perPhoneFromOthers: { points: 100_000, durationSec: 60 },
        },
      },
    });
    // The routes are registered when the app gets ready: listen to them being added.
    t.app.addHook('onRoute', (route: RouteOptions) => {
      // A live stream (Server-Sent Events) answers for as long as it is open: its refusals and its isolation are
      // tested in orders/order-live.spec.ts.
      if (route.url === '/api/v1/orders/live') return;
      const methods = [route.method].flat().filter((m) => m === 'GET' || m === 'POST');
      for (const method of methods) {
        calls.push({
          method,
          url: route.url,
          keys: [...schemaKeys(route.schema?.body), ...schemaKeys(route.schema?.querystring)],
        });
      }
    });
    await t.app.ready();
    ({ authorization } = await t.signIn('998901119900'));
  });
  afterAll(() => t.close());

  it('finds the calls of the contract in the route table', () => {
    const urls = calls.map((call) => `${call.method} ${call.url}`);
    for (const expected of [
      'GET /api/v1/drugs',
      'POST /api/v2/cart',
      'POST /api/v1/accept',
      'POST /api/v2/cards/init',
      'GET /api/v1/drug/:key',
    ]) {
      expect(urls.some((url) => url.startsWith(expected.replace(':key', '')))).toBe(true);
    }
    expect(calls.length).toBeGreaterThan(30);
  });

  it('refuses a number too long to be finite in a query or a body (400), on every engine', async () => {
    // 309 digits or more: Ajv reads them as Infinity (a path takes 100 characters at most, answered 414 past them).
    const huge = '9'.repeat(400);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/v1/drugs?page=${huge}` }),
      t.app.inject({
        method: 'POST',
        url: '/api/v2/cards/delete',
        headers: { authorization, 'content-type': 'application/json' },
        payload: JSON.stringify({ card_id: huge }),
      }),
    ]);
    for (const answer of answers) {
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 400,
        body: { status: 0, code: 'numbers_not_finite', msg: 'Numbers must be finite' },
      });
    }
  });

  it('never answers a 500 and always explains a refusal with a JSON msg and a code of the catalogue', async () => {
    const failures: string[] = [];
    for (const call of calls) {
      await fc
        .assert(
          fc.asyncProperty(
            queryArb(call.keys),
            bodyArb(call.keys),
            fc.array(paramArb, { minLength: 3, maxLength: 3 }),
            fc.boolean(),
            async (query, body, params, signedIn) => {
              let i = 0;
              const path = call.url.replace(/:[A-Za-z_]+|\*/g, () => params[i++ % params.length]);
              const search = new URLSearchParams(query as Record<string, string>).toString();
              const raw =
                body && typeof body === 'object' && 'raw' in body && Object.keys(body).length === 1
                  ? String((body as { raw: unknown }).raw)
                  : JSON.stringify(body);
              const answer = await t.app.inject({
                method: call.method as 'GET' | 'POST',
                url: search ? `${path}?${search}` : path,
                headers: {
                  // Logout would revoke the token the rest of the run signs in with.
                  ...(signedIn && !call.url.endsWith('/logout') ? { authorization } : {}),
                  ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
                },
                ...(call.method === 'POST' ? { payload: raw } : {}),
              });
              const where = `${call.method} ${path}?${search} ${raw.slice(0, 200)}`;
              if (answer.statusCode >= 500) {
                failures.push(`${answer.statusCode} ${where}: ${answer.body.slice(0, 200)}`);
                return false;
              }
              if (answer.statusCode >= 400) {
                const parsed = JSON.parse(answer.body) as { status?: number; msg?: unknown; code?: unknown };
                if (typeof parsed.msg !== 'string' || parsed.msg.length === 0 || parsed.status !== 0) {
                  failures.push(`${answer.statusCode} without a msg: ${where}: ${answer.body.slice(0, 200)}`);
                  return false;
                }
                if (typeof parsed.code !== 'string' || !Object.hasOwn(REFUSAL_MESSAGES, parsed.code)) {
                  failures.push(
                    `${answer.statusCode} without a known code: ${where}: ${answer.body.slice(0, 200)}`,
                  );
                  return false;
                }
              }
              return true;
            },
          ),
          { numRuns: Number(process.env.FUZZ_RUNS ?? 40), seed: Number(process.env.FUZZ_SEED ?? Date.now()) },
        )
        .catch((error: Error) => failures.push(error.message.split('\n').slice(0, 4).join(' ')));
    }
    expect(failures).toEqual([]);
  });
});
