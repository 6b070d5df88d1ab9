import type { FastifyInstance } from 'fastify';
import { send, startEdge, startFakeApi, type RawAnswer } from './test-support';

function expectSecurityHeaders(answer: RawAnswer, label: string) {
  const csp = String(answer.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "img-src 'self' data: https://tiles.example",
    "connect-src 'self' https://o1.sentry.example https://checkout.paycom.uz",
  ]) {
    expect([label, csp.includes(directive)]).toEqual([label, true]);
  }
  expect([label, csp]).toEqual([label, expect.stringMatching(/script-src 'self' 'nonce-[^']+'/)]);
  expect([label, answer.headers['x-content-type-options']]).toEqual([label, 'nosniff']);
  expect([label, answer.headers['referrer-policy']]).toEqual([label, 'strict-origin-when-cross-origin']);
  expect([label, answer.headers['permissions-policy']]).toEqual([
    label,
    expect.stringContaining('geolocation=(self)'),
  ]);
  expect([label, answer.headers['x-frame-options']]).toEqual([label, 'DENY']);
  expect([label, answer.headers['x-powered-by']]).toEqual([label, undefined]);
}

describe('security headers over HTTP', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;
  let downEdge: FastifyInstance;
  let downPort: number;

  beforeAll(async () => {
    const fake = await startFakeApi();
    api = fake.api;
    const csp = {
      mapTileOrigin: 'https://tiles.example',
      sentryOrigin: 'https://o1.sentry.example',
      // Saved cards: the browser sends the number to Payme's card API itself.
      cardApiOrigin: 'https://checkout.paycom.uz',
    };
    ({ edge, port } = await startEdge({ apiUrl: fake.url, trustedProxies: ['127.0.0.1'], ...csp }));
    // An edge whose API is gone, for error answers; it trusts no proxy.
    ({ edge: downEdge, port: downPort } = await startEdge({ apiUrl: 'http://127.0.0.1:9', ...csp }));
  });
  afterAll(async () => {
    await edge.close();
    await downEdge.close();
    await api.close();
  });

  it('are on every kind of answer: page, 404, bad URL, asset, missing file, API, redirect, robots, errors', async () => {
    const answers: Record<string, RawAnswer> = {
      page: await send(port, '/'),
      notFound: await send(port, '/no-such-page'),
      badUrl: await send(port, '/product/%E0%A4%A'),
      asset: await send(port, '/desktop-assets/index-abc123.js'),
      missingAsset: await send(port, '/desktop-assets/missing.js'),
      api: await send(port, '/api/v1/categories'),
      apiNotFound: await send(port, '/api/v1/nothing'),
      redirect: await send(port, '/cart/'),
      robots: await send(port, '/robots.txt'),
      postToPage: await send(port, '/cart', {}, 'POST'),
      apiDown: await send(downPort, '/api/v1/categories'),
    };
    expect(answers.redirect.status).toBe(301);
    expect(answers.apiDown.status).toBe(502);
    for (const [label, answer] of Object.entries(answers)) expectSecurityHeaders(answer, label);
  });

  it('sends HSTS only over TLS, trusting X-Forwarded-Proto only from the configured proxy', async () => {
    const viaProxy = await send(port, '/', { 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await send(port, '/')).headers['strict-transport-security']).toBeUndefined();
    // The same header from an address that is not the proxy is ignored.
    const spoofed = await send(downPort, '/', { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
