import { scriptJson, type SsrPage, type SsrRender, type SsrRequest } from '@gopharm/util';
import type { FastifyInstance } from 'fastify';
import { NONCE_PLACEHOLDER } from './html-template';
import { IPHONE, send, startEdge, startFakeApi, WINDOWS } from './test-support';

/** A server bundle's render, standing in for the app's: it reaches the API through the edge's fetch. */
function fakeRender(
  calls: SsrRequest[],
  answer: (request: SsrRequest) => Promise<Partial<SsrPage>>,
): SsrRender {
  return async (request) => {
    calls.push(request);
    return { status: 200, head: '', html: '', state: '{}', ...(await answer(request)) };
  };
}

const stateOf = (html: string) => {
  const match = /<script type="application\/json" id="__GOPHARM_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  );
  return match ? JSON.parse(match[1]) : undefined;
};

describe('server rendering through the edge', () => {
  let api: FastifyInstance;
  let apiUrl: string;
  let edge: FastifyInstance;
  let port: number;
  const desktopCalls: SsrRequest[] = [];
  const mobileCalls: SsrRequest[] = [];
  let upstreamSeen: { requestId: string; forwardedFor: string }[] = [];

  beforeAll(async () => {
    ({ api, url: apiUrl } = await startFakeApi());
    const desktop = fakeRender(desktopCalls, async (request) => {
      const path = new URL(request.url, request.siteUrl).pathname;
      if (path === '/product/missing') return { status: 404, html: '<h1>Нет такого</h1>' };
      if (path === '/product/api-down') return { status: 503, html: '<h1>Ошибка на сервере</h1>' };
      if (path === '/product/throws') throw new Error('render exploded');
      if (path.endsWith('/cart') || path.endsWith('/order-process')) {
        const lines = request.cart?.map((line) => `<li>${line.drug}×${line.qty}</li>`).join('') ?? 'unknown';
        return { html: `<main><h1>Корзина</h1><ul>${lines}</ul></main>` };
      }
      const tag = new URL(request.url, request.siteUrl).searchParams.get('q') ?? 'page';
      const answer = await request.fetch(`${request.apiBaseUrl}v1/categories?lan=ru&tag=${tag}`);
      const echo = (await answer.json()) as { requestId: string; forwardedFor: string };
      upstreamSeen.push(echo);
      const name = 'Нурофен </script><script>alert(1)</script>';
      return {
        head:
          `<title>Нурофен — GoPharm</title><script type="application/ld+json" nonce="${request.nonce}">${scriptJson({ '@type': 'Product', name })}</script>` +
          // The screen's own stylesheet, and one the build does not have.
          `<link rel="stylesheet" crossorigin nonce="${request.nonce}" href="/desktop-assets/index-abc123.css">` +
          `<link rel="stylesheet" href="/desktop-assets/missing-1.css">`,
        html: `<main><h1>Нурофен</h1><p>12 500 сум</p></main>`,
        state: scriptJson({ version: 1, name }),
      };
    });
    const mobile = fakeRender(mobileCalls, async () => ({ html: '<main>mobile</main>' }));
    ({ edge, port } = await startEdge({ apiUrl, renderers: { desktop, mobile }, ssrCacheTtlMs: 60_000 }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it("sends the rendered page: head and title, the app in #root, the state script with the answer's nonce", async () => {
    const answer = await send(port, '/product/nurofen?utm_source=mail', {
      'user-agent': WINDOWS,
      'x-request-id': 'req-12345678',
    });
    expect(answer.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(answer.text).toContain('<title>Нурофен — GoPharm</title>');
    expect(answer.text.match(/<title>/g)).toHaveLength(1);
    expect(answer.text).toContain('<div id="root"><main><h1>Нурофен</h1><p>12 500 сум</p></main></div>');
    expect(answer.text).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    expect(answer.text).toContain(`data-status="200" nonce="${nonce}">`);
    expect(answer.text).not.toContain(NONCE_PLACEHOLDER);
    // The screen's stylesheet is in the page with the answer's nonce; one the build lacks stays a link.
    expect(answer.text).toContain(`<style nonce="${nonce}">body { margin: 0 }`);
    expect(answer.text).toContain('<link rel="stylesheet" href="/desktop-assets/index-abc123.css" disabled>');
    expect(answer.text).toContain('<link rel="stylesheet" href="/desktop-assets/missing-1.css">');
    expect(answer.text).toContain('<link rel="canonical" href="https://gopharm.example/product/nurofen">');
    // The render got the URL without the tracking tag (the product page reads no query), a placeholder nonce,
    // and reached the API with this request's id.
    expect(desktopCalls.at(-1)).toMatchObject({ url: '/product/nurofen', nonce: NONCE_PLACEHOLDER });
    expect(upstreamSeen.at(-1)).toMatchObject({ requestId: 'req-12345678', forwardedFor: '127.0.0.1' });
  });

  it('escapes the snapshot and JSON-LD: a name holding </script> cannot end the element', async () => {
    const answer = await send(port, '/product/nurofen', { 'user-agent': WINDOWS });
    expect(answer.text).not.toContain('<script>alert(1)</script>');
    expect(answer.text.match(/<\/script>/g)?.length).toBe(answer.text.match(/<script\b/g)?.length);
    expect(stateOf(answer.text)).toEqual({ version: 1, name: 'Нурофен </script><script>alert(1)</script>' });
  });

  it('reuses a rendered page for a few seconds, each answer with its own nonce', async () => {
    desktopCalls.length = 0;
    upstreamSeen = [];
    const first = await send(port, '/product/cached', { 'user-agent': WINDOWS });
    const second = await send(port, '/product/cached', { 'user-agent': WINDOWS });
    expect(desktopCalls).toHaveLength(1);
    expect(first.headers['server-timing']).toMatch(/^ssr;dur=[\d.]+;desc="render"$/);
    expect(second.headers['server-timing']).toMatch(/^ssr;dur=[\d.]+;desc="cache"$/);
    const nonceOf = (text: string) => /data-status="200" nonce="([^"]+)"/.exec(text)?.[1];
    expect(nonceOf(first.text)).not.toEqual(nonceOf(second.text));
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonceOf(second.text)}'`);
  });

  it("reuses the API's public answers briefly: a second page needing the same call does not repeat it", async () => {
    upstreamSeen = [];
    await send(port, '/search?q=shared&page=1', {
      'user-agent': WINDOWS,
      'x-request-id': 'first-req-1',
    });
    await send(port, '/search?q=shared&page=2', {
      'user-agent': WINDOWS,
      'x-request-id': 'second-req-2',
    });
    // Both renders read v1/categories; the second got the first one's answer from the cache.
    expect(upstreamSeen.map((seen) => seen.requestId)).toEqual(['first-req-1', 'first-req-1']);
  });

  it('keys the page cache on what the screen reads: tracking tags and random keys make no fresh render', async () => {
    desktopCalls.length = 0;
    for (let i = 0; i < 20; i++) {
      const answer = await send(port, `/product/tagged?utm_source=s${i}&fbclid=f${i}&r=${i}`, {
        'user-agent': WINDOWS,
      });
      expect(answer.status).toBe(200);
    }
    expect(desktopCalls.map((call) => call.url)).toEqual(['/product/tagged']);
    // The parameters a route declares do make their own pages, in a fixed order whatever order they came in.
    await send(port, '/uz/search?utm_source=a&q=aspirin&page=2', { 'user-agent': WINDOWS });
    await send(port, '/uz/search?page=2&q=aspirin&gclid=b', { 'user-agent': WINDOWS });
    await send(port, '/uz/search?q=aspirin&page=3', { 'user-agent': WINDOWS });
    await send(port, '/search?q=aspirin&page=3', { 'user-agent': WINDOWS });
    expect(desktopCalls.map((call) => call.url).slice(1)).toEqual([
      '/uz/search?q=aspirin&page=2',
      '/uz/search?q=aspirin&page=3',
      '/search?q=aspirin&page=3',
    ]);
    // The app is part of the key: a phone gets its own render of the same address.
    mobileCalls.length = 0;
    await send(port, '/product/tagged?utm_source=phone', { 'user-agent': IPHONE });
    expect(mobileCalls.map((call) => call.url)).toEqual(['/product/tagged']);
  });

  it('renders with the app the device gets', async () => {
    const answer = await send(port, '/uz/product/nurofen', { 'user-agent': IPHONE });
    expect(answer.text).toContain('<div id="root"><main>mobile</main></div>');
    expect(answer.text).toContain('<html lang="uz"');
    expect(mobileCalls.at(-1)?.url).toBe('/uz/product/nurofen');
  });

  it("answers with the render's status: 404 and 503 pages keep the app's HTML, carry noindex and no canonical", async () => {
    const missing = await send(port, '/product/missing', { 'user-agent': WINDOWS });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<h1>Нет такого</h1>');
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
    expect(missing.text).not.toContain('rel="canonical"');
    const down = await send(port, '/product/api-down', { 'user-agent': WINDOWS });
    expect(down.status).toBe(503);
    expect(down.text).toContain('<h1>Ошибка на сервере</h1>');
    expect(down.text).toContain('data-status="503"');
  });

  it('a render that throws answers 500 with the error page, never a blank one', async () => {
    const answer = await send(port, '/product/throws', { 'user-agent': WINDOWS });
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.text).toContain('<h1>');
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
  });

  describe('the cart page, with the lines of the cart cookie', () => {
    const cartPage = async (cookie: string | undefined, path = '/cart') =>
      send(port, path, { 'user-agent': WINDOWS, ...(cookie !== undefined && { cookie }) });

    it('renders the lines for this shopper alone: never from the cache, never into it', async () => {
      desktopCalls.length = 0;
      const first = await cartPage('view=desktop; gp_cart=12x2.345x1; other=1');
      expect(first.text).toContain('<ul><li>12×2</li><li>345×1</li></ul>');
      expect(first.headers['server-timing']).toMatch(/desc="render"/);
      const second = await cartPage('gp_cart=7x3', '/uz/cart');
      expect(second.text).toContain('<ul><li>7×3</li></ul>');
      // An empty cart is a cart told too; a shopper without the cookie gets the page of the cart unknown.
      expect((await cartPage('gp_cart=')).text).toContain('<ul></ul>');
      expect((await cartPage(undefined)).text).toContain('<ul>unknown</ul>');
      expect((await cartPage('gp_cart=12x2')).text).toContain('<ul><li>12×2</li></ul>');
      expect(desktopCalls.map((call) => call.cart)).toEqual([
        [
          { drug: 12, qty: 2 },
          { drug: 345, qty: 1 },
        ],
        [{ drug: 7, qty: 3 }],
        [],
        undefined,
        [{ drug: 12, qty: 2 }],
      ]);
    });

    it.each([
      ['too big', `gp_cart=${Array.from({ length: 61 }, (_, index) => `${index + 1}x1`).join('.')}`],
      ['too long', `gp_cart=1x1.${'9'.repeat(2_000)}x1`],
      ['JSON', `gp_cart=${encodeURIComponent('[{"drug":12,"qty":2}]')}`],
      ['broken JSON', 'gp_cart={"drug":12'],
      ['a negative quantity', 'gp_cart=12x-2'],
      ['a quantity of 0', 'gp_cart=12x0'],
      ['a drug twice', 'gp_cart=12x1.12x2'],
      ['not a number', 'gp_cart=abcx1'],
    ])('renders a cookie %s as the cart unknown, answering 200', async (_what, cookie) => {
      desktopCalls.length = 0;
      const answer = await cartPage(cookie);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<ul>unknown</ul>');
      // The page of the cart unknown, shared (from the cache, or rendered without a cart).
      expect(desktopCalls.filter((call) => call.cart !== undefined)).toEqual([]);
    });

    const checkout = (cookie: string | undefined, path = '/order-process', agent = WINDOWS) =>
      send(port, path, { 'user-agent': agent, ...(cookie !== undefined && { cookie }) });

    it('renders the checkout with the lines for a shopper whose signed-in cookie says so, and for no one else', async () => {
      desktopCalls.length = 0;
      const signedIn = await checkout('gp_cart=12x2; gp_signed_in=1', '/uz/order-process');
      expect(signedIn.text).toContain('<ul><li>12×2</li></ul>');
      expect(signedIn.headers['server-timing']).toMatch(/desc="render"/);
      // Not known to be signed in: a cart cookie alone (an app from before the signed-in cookie: maybe signed in),
      // or a value the app never writes. The checkout every shopper gets (the cart unknown), whose script decides.
      for (const cookie of ['gp_cart=12x2', 'gp_cart=12x2; gp_signed_in=true']) {
        const answer = await checkout(cookie);
        expect(answer.status).toBe(200);
        expect(answer.text).toContain('<ul>unknown</ul>');
      }
      expect(desktopCalls.map((call) => call.cart)).toEqual([[{ drug: 12, qty: 2 }], undefined]);
    });

    it.each([
      ['ru', '/order-process', '/auth?next=/order-process'],
      ['uz', '/uz/order-process', '/uz/auth?next=/order-process'],
    ])(
      'sends a guest at the checkout (%s) to sign in first, with the way back, from the server and uncached',
      async (_lang, path, signIn) => {
        desktopCalls.length = 0;
        mobileCalls.length = 0;
        // The app said a guest (its cookies), or no app ever ran in this browser (scripts off, a first visit).
        for (const [cookie, agent] of [
          ['gp_cart=12x2; gp_signed_in=', WINDOWS],
          ['gp_signed_in=', IPHONE],
          [undefined, WINDOWS],
          ['view=desktop; other=1', IPHONE],
        ] as const) {
          const answer = await checkout(cookie, `${path}?utm_source=mail`, agent);
          expect(answer.status).toBe(302);
          expect(answer.headers.location).toBe(signIn);
          expect(answer.headers['cache-control']).toBe('no-cache');
          expect(answer.headers.vary).toContain('Cookie');
        }
        // Nothing rendered for it, and nothing kept: a shopper signed in since gets their checkout.
        expect([...desktopCalls, ...mobileCalls]).toEqual([]);
        expect((await checkout('gp_cart=12x2; gp_signed_in=1', path)).text).toContain(
          '<ul><li>12×2</li></ul>',
        );
      },
    );

    it('gives the cart to the cart page only', async () => {
      desktopCalls.length = 0;
      await send(port, '/product/with-cart', {
        'user-agent': WINDOWS,
        cookie: 'gp_cart=12x2; gp_signed_in=1',
      });
      expect(desktopCalls).toHaveLength(1);
      expect(desktopCalls[0].cart).toBeUndefined();
    });
  });
});
