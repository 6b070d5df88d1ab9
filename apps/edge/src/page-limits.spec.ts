import type { FastifyInstance } from 'fastify';
import { DEFAULT_API_LIMIT, DEFAULT_PAGE_LIMIT } from './page-limits';
import { IPHONE, WINDOWS, send, startEdge, startFakeApi } from './test-support';

/** A GET from a given loopback address: a shopper of their own. */
const getFrom = (port: number, path: string, localAddress: string, userAgent = WINDOWS) =>
  send(port, path, { 'user-agent': userAgent }, 'GET', localAddress);

// Each test starts an edge and sends it a few hundred requests: seconds on a busy two-core machine.
jest.setTimeout(20_000);

describe('pages under abuse: page requests per client address', () => {
  let api: FastifyInstance;
  let apiUrl: string;
  let edge: FastifyInstance | undefined;
  beforeAll(async () => {
    ({ api, url: apiUrl } = await startFakeApi());
  });
  // Closed even when a test fails half-way, so a failure never leaves the run hanging on an open server.
  afterEach(async () => {
    await edge?.close();
    edge = undefined;
  });
  afterAll(() => api.close());

  it('answers 429 with Retry-After past the limit, a page in the shopper’s language; other addresses go on', async () => {
    const { edge: started, port } = await startEdge({
      apiUrl,
      pageLimitPerIp: { points: 5, durationSec: 60 },
    });
    edge = started;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await getFrom(port, `/search?q=x${i}`, '127.0.0.21')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await getFrom(port, '/uz/search?q=x5', '127.0.0.21', IPHONE);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain('<html lang="uz">');
    expect(refused.text).toContain('So‘rovlar juda ko‘p');
    // Not found pages count too (each is a render); another shopper is not affected.
    expect((await getFrom(port, '/no-such-page', '127.0.0.21')).status).toBe(429);
    expect((await getFrom(port, '/search?q=x5', '127.0.0.22')).status).toBe(200);
  });

  it('does not count build files, /api calls or health checks', async () => {
    const { edge: started, port } = await startEdge({
      apiUrl,
      pageLimitPerIp: { points: 2, durationSec: 60 },
    });
    edge = started;
    for (let i = 0; i < 10; i++) {
      expect((await send(port, '/desktop-assets/index-abc123.js', { 'user-agent': WINDOWS })).status).toBe(
        200,
      );
      expect((await send(port, '/api/v1/categories')).status).toBe(200);
      expect((await send(port, '/healthz')).status).toBe(200);
    }
    expect((await send(port, '/', { 'user-agent': WINDOWS })).status).toBe(200);
    expect((await send(port, '/cart', { 'user-agent': WINDOWS })).status).toBe(200);
    expect((await send(port, '/cart', { 'user-agent': WINDOWS })).status).toBe(429);
  });

  it('by default lets a shopper browse freely while a script asking for unique URLs is stopped', async () => {
    const { edge: started, port } = await startEdge({ apiUrl, pageLimitPerIp: DEFAULT_PAGE_LIMIT });
    edge = started;
    // A very busy shopper (or a few behind one carrier address): 120 page loads in a row all answer.
    for (let i = 0; i < 120; i++) {
      const answer = await getFrom(port, `/product/drug-${i % 12}`, '127.0.0.31');
      expect([i, answer.status]).toEqual([i, 200]);
    }
    // A script: unique URLs as fast as it can, each one a fresh render.
    const script = await Promise.all(
      Array.from({ length: DEFAULT_PAGE_LIMIT.points + 50 }, (_, i) =>
        getFrom(port, `/search?q=u${i}`, '127.0.0.32'),
      ),
    );
    expect(script.filter((answer) => answer.status === 200)).toHaveLength(DEFAULT_PAGE_LIMIT.points);
    expect(script.filter((answer) => answer.status === 429)).toHaveLength(50);
  });
});

describe('/api under abuse: API calls per client address', () => {
  let api: FastifyInstance;
  let apiUrl: string;
  let reachedApi = 0;
  let edge: FastifyInstance | undefined;
  beforeAll(async () => {
    ({ api, url: apiUrl } = await startFakeApi());
    api.server.on('request', () => reachedApi++);
  });
  afterEach(async () => {
    await edge?.close();
    edge = undefined;
  });
  afterAll(() => api.close());

  it('answers 429 with Retry-After and a JSON refusal past the limit, before the API; pages, health and other addresses go on', async () => {
    const { edge: started, port } = await startEdge({
      apiUrl,
      apiLimitPerIp: { points: 5, durationSec: 60 },
    });
    edge = started;
    for (let i = 0; i < 5; i++) {
      expect((await getFrom(port, `/api/v1/categories?page=${i}`, '127.0.0.41')).status).toBe(200);
    }
    const before = reachedApi;
    const refused = await getFrom(port, '/api/v1/categories?page=5', '127.0.0.41');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(refused.text)).toEqual({
      status: 0,
      code: 'api_requests_from_address',
      msg: 'Too many requests from this address. Try again in a minute.',
    });
    expect(reachedApi).toBe(before);
    // Pages and health checks are not /api calls; another shopper is not affected.
    expect((await getFrom(port, '/cart', '127.0.0.41')).status).toBe(200);
    expect((await getFrom(port, '/healthz', '127.0.0.41')).status).toBe(200);
    expect((await getFrom(port, '/api/v1/categories', '127.0.0.42')).status).toBe(200);
  });

  it('by default lets a shopper call freely while a script walking the catalogue is stopped', async () => {
    const { edge: started, port } = await startEdge({ apiUrl, apiLimitPerIp: DEFAULT_API_LIMIT });
    edge = started;
    // A very busy shopper: 30 screens of 6 calls each in a row, all answered.
    for (let i = 0; i < 180; i++) {
      const answer = await getFrom(port, `/api/v1/categories?screen=${Math.floor(i / 6)}`, '127.0.0.51');
      expect([i, answer.status]).toEqual([i, 200]);
    }
    // A script: filtered queries as fast as it can.
    const script = await Promise.all(
      Array.from({ length: DEFAULT_API_LIMIT.points + 50 }, (_, i) =>
        getFrom(port, `/api/v1/categories?price_min=${i}`, '127.0.0.52'),
      ),
    );
    expect(script.filter((answer) => answer.status === 200)).toHaveLength(DEFAULT_API_LIMIT.points);
    expect(script.filter((answer) => answer.status === 429)).toHaveLength(50);
  });
});
