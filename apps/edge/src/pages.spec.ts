import type { FastifyInstance } from 'fastify';
import { GOOGLEBOT_PHONE, IPHONE, WINDOWS, send, startEdge, startFakeApi } from './test-support';

describe('pages over HTTP', () => {
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

  const titleOf = async (headers: Record<string, string>, path = '/') =>
    /<title>GoPharm (\w+)<\/title>/.exec((await send(port, path, headers)).text)?.[1];

  it('chooses the app by view cookie, client hint and user agent; bots get the desktop app', async () => {
    expect(await titleOf({ 'user-agent': WINDOWS })).toBe('desktop');
    expect(await titleOf({ 'user-agent': IPHONE })).toBe('mobile');
    expect(await titleOf({ 'user-agent': WINDOWS, 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
    expect(await titleOf({ 'user-agent': IPHONE, cookie: 'a=1; view=desktop' })).toBe('desktop');
    expect(await titleOf({ 'user-agent': WINDOWS, cookie: 'view=mobile' })).toBe('mobile');
    expect(await titleOf({ 'user-agent': GOOGLEBOT_PHONE, 'sec-ch-ua-mobile': '?1' })).toBe('desktop');
  });

  it('marks every HTML answer as varying by device, cookie and encoding', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/uz/cart', 200],
      ['/no-such-page', 404],
      ['/product/%E0%A4%A', 404],
    ] as const) {
      const answer = await send(port, path, { 'user-agent': IPHONE, 'accept-encoding': 'br' });
      expect([path, answer.status]).toEqual([path, status]);
      const vary = String(answer.headers.vary).toLowerCase();
      for (const header of ['user-agent', 'sec-ch-ua-mobile', 'cookie', 'accept-encoding']) {
        expect([path, vary.includes(header)]).toEqual([path, true]);
      }
      expect(answer.headers['accept-ch']).toBe('Sec-CH-UA-Mobile');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it("carries the app's stylesheet inline, its link left disabled (never fetched) for Vite's loader", async () => {
    const { text } = await send(port, '/', { 'user-agent': IPHONE });
    expect(text).toContain('<style nonce=');
    expect(text).toContain('body { margin: 0 }\nbody { margin: 0 }');
    const links = text.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/href="\/mobile-assets\/index-abc123\.css" disabled>$/);
  });

  it('sets lang on <html> by the locale of the URL', async () => {
    expect((await send(port, '/cart')).text).toMatch(/<html lang="ru">/);
    expect((await send(port, '/uz/cart')).text).toMatch(/<html lang="uz">/);
  });

  it('puts canonical and hreflang links for ru, uz and x-default in the head', async () => {
    const { text } = await send(port, '/uz/product/nurofen-200?utm_source=x');
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="https://gopharm.example/uz/product/nurofen-200">');
    expect(head).toContain(
      '<link rel="alternate" hreflang="ru" href="https://gopharm.example/product/nurofen-200">',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="uz" href="https://gopharm.example/uz/product/nurofen-200">',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://gopharm.example/product/nurofen-200">',
    );
    const home = (await send(port, '/')).text;
    expect(home).toContain('<link rel="canonical" href="https://gopharm.example/">');
    expect(home).toContain('<link rel="alternate" hreflang="uz" href="https://gopharm.example/uz">');
  });

  it('puts the CSP nonce of the answer on every script and stylesheet, new for each answer', async () => {
    const first = await send(port, '/');
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(first.text).toContain(`<script nonce="${nonce}" type="module">`);
    // The entry's preload, waiting for the first frame (deferModulePreloads), keeps its nonce for then.
    expect(first.text).toContain(`<link nonce="${nonce}" fetchpriority="low" rel="gp-modulepreload"`);
    expect(first.text).toContain(`<style nonce="${nonce}">body { margin: 0 }`);
    const second = await send(port, '/');
    expect(second.headers['content-security-policy']).not.toContain(String(nonce));
  });
});
