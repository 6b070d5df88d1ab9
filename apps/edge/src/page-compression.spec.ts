import { matchRoute, type SsrRender } from '@gopharm/util';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IPHONE, send, startEdge, startFakeApi, WINDOWS, type RawAnswer } from './test-support';

/** Pages whose render failed: the API down (503), a screen that threw (500, the server-error screen). */
const FAILED: Record<string, number> = { '/product/api-down': 503, '/product/screen-threw': 500 };

/** A render as big as a real page's (80-150 KB; compression starts at 1 KB), with the status its path asks for. */
function pageRender(app: string): SsrRender {
  return async (request) => {
    const path = new URL(request.url, request.siteUrl).pathname;
    if (path === '/product/throws') throw new Error('render exploded');
    const status = !matchRoute(path) || path === '/product/missing' ? 404 : (FAILED[path] ?? 200);
    const cards = Array.from(
      { length: 1500 },
      (_, i) => `<li><a href="/product/drug-${i}">Препарат ${i}</a></li>`,
    );
    return {
      status,
      head: '',
      html: `<main><h1>${app} ${status}</h1><ul>${cards.join('')}</ul></main>`,
      state: '{}',
    };
  };
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.text;
}

describe('pages are compressed by Accept-Encoding', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    const fake = await startFakeApi();
    api = fake.api;
    ({ edge, port } = await startEdge({
      apiUrl: fake.url,
      renderers: { desktop: pageRender('desktop'), mobile: pageRender('mobile') },
    }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  const pages = [
    ['/', 200],
    ['/uz/catalog/vitaminy?page=2', 200],
    ['/product/missing', 404],
    ['/no-such-page', 404],
    ['/product/api-down', 503],
    ['/product/screen-threw', 500],
  ] as const;

  for (const [app, userAgent] of [
    ['desktop', WINDOWS],
    ['mobile', IPHONE],
  ] as const) {
    it(`sends every ${app} page (200, 404, 5xx) with brotli or gzip, whichever the browser takes`, async () => {
      for (const [path, status] of pages) {
        const plain = await send(port, path, { 'user-agent': userAgent });
        expect([path, plain.status, plain.headers['content-encoding']]).toEqual([path, status, undefined]);
        expect(plain.text).toContain(`<h1>${app} ${status}</h1>`);
        for (const [accept, encoding] of [
          ['gzip, deflate, br, zstd', 'br'],
          ['br', 'br'],
          ['gzip, deflate', 'gzip'],
        ] as const) {
          const answer = await send(port, path, { 'user-agent': userAgent, 'accept-encoding': accept });
          expect([path, accept, answer.status, answer.headers['content-encoding']]).toEqual([
            path,
            accept,
            status,
            encoding,
          ]);
          expect(answer.body.length).toBeLessThan(plain.body.length / 3);
          expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
          // Compressed in one call (its length known before it is sent), not streamed through libuv's threads.
          expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
          // The same page, but for its nonce (each answer has its own).
          expect(decoded(answer).replace(/nonce="[^"]+"/g, '')).toBe(
            plain.text.replace(/nonce="[^"]+"/g, ''),
          );
        }
      }
    });
  }

  it("sends the edge's own error page (a render that threw outright, under 1 KB) as it is", async () => {
    const answer = await send(port, '/product/throws', { 'user-agent': WINDOWS, 'accept-encoding': 'br' });
    expect(answer.status).toBe(500);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.text).toContain('<h1>');
  });
});
