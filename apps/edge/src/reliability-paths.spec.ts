import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { createServer } from 'node:net';
import { IPHONE, WINDOWS, send, startEdge, startFakeApi } from './test-support';

// Generated request lines and headers: the edge answers each one without a 500 and never sends a shopper
// off-site. The API gone: pages still load, API calls answer 502 JSON with a message.
jest.setTimeout(90_000);

const segment = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    'uz',
    'ru',
    'cart',
    'product',
    'api',
    'v1',
    'drugs',
    'profile',
    'desktop-assets',
  ),
  fc.constantFrom(
    '%',
    '%%',
    '%2e%2e',
    '%2F',
    '%5C',
    '%00',
    '%ff',
    '%c0%af',
    '%E2%80%AE',
    '\\',
    '@',
    ':',
    ';',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{1,20}$/),
);
const rawPath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 8 }), fc.constantFrom('', '/', '//'))
  .map(([parts, tail]) => `/${parts.join('/')}${tail}`);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?next=//evil.example', '?q=%', '?q=<script>', '?a=1&a=2', '?%=%', '?lan=xx&region=-1'),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }))
    .map((params) => `?${new URLSearchParams(params)}`),
);
const headers = fc.record(
  {
    'user-agent': fc.oneof(fc.constantFrom(WINDOWS, IPHONE, '', 'curl/8'), fc.string({ maxLength: 60 })),
    cookie: fc.oneof(
      fc.constantFrom('view=mobile', 'view=desktop', 'view=%', 'lang=uz; view=x'),
      fc.string(),
    ),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'br;q=0, gzip;q=0', 'identity', '*', 'zz'),
    'sec-ch-ua-mobile': fc.constantFrom('?1', '?0', 'yes', ''),
    'x-forwarded-for': fc.constantFrom('203.0.113.9', 'not-an-ip', '1.1.1.1, 2.2.2.2', ''),
  },
  { requiredKeys: [] },
);

/** Only printable ASCII may go in a header value on the wire. */
function printable(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.replace(/[^\x20-\x7e]/g, '')]),
  );
}

describe('reliability: the edge under generated paths and headers', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    const fake = await startFakeApi();
    api = fake.api;
    ({ edge, port } = await startEdge({ apiUrl: fake.url }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it('never answers 5xx and never redirects off-site, whatever the path, query and headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        rawPath,
        query,
        headers,
        fc.constantFrom('GET', 'HEAD'),
        async (path, search, sent, method) => {
          const answer = await send(port, path + search, printable(sent), method);
          expect([path + search, answer.status < 500]).toEqual([path + search, true]);
          const location = answer.headers.location;
          if (location) {
            expect(location).toMatch(/^\/(?![/\\])/);
            expect(new URL(location, 'http://edge.test').origin).toBe('http://edge.test');
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });
});

describe('reliability: the edge with its API gone', () => {
  let edge: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    // A port that was free a moment ago and has nothing listening now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const gone = typeof address === 'object' && address ? address.port : 1;
    await new Promise((resolve) => probe.close(resolve));
    ({ edge, port } = await startEdge({ apiUrl: `http://127.0.0.1:${gone}` }));
  });
  afterAll(() => edge.close());

  it('still serves the app, answers API calls 502 with a JSON msg and reports itself not ready', async () => {
    const page = await send(port, '/cart', { 'user-agent': WINDOWS });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    for (const path of ['/api/v1/drugs?search=x', '/api/v2/cart']) {
      const answer = await send(port, path, {}, path.endsWith('cart') ? 'POST' : 'GET');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.text)).toEqual({ status: 0, msg: expect.any(String) });
    }
    expect((await send(port, '/healthz')).status).toBe(200);
    expect((await send(port, '/readyz')).status).toBe(503);
  });
});
