import { LOCALES, ROUTES, localizePath } from '@gopharm/util';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { connect } from 'node:net';
import { IPHONE, WINDOWS, send, startEdge, startFakeApi } from './test-support';

describe('routing rules over HTTP', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;
  const base = 'http://edge.test';

  beforeAll(async () => {
    const fake = await startFakeApi();
    api = fake.api;
    // A route that fails with a status of its own, as a data loader will.
    ({ edge, port } = await startEdge({ apiUrl: fake.url }, (app) =>
      app.get('/__fail/:status', async (request) => {
        throw Object.assign(new Error('failed'), {
          response: { status: Number((request.params as { status: string }).status) },
        });
      }),
    ));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it('redirects a trailing slash and a /ru prefix with 301, keeping the query', async () => {
    for (const [from, to] of [
      ['/cart/?x=1', '/cart?x=1'],
      ['/ru/cart', '/cart'],
      ['/ru', '/'],
      ['/ru/ru/product/nurofen/?a=1&b=2', '/product/nurofen?a=1&b=2'],
      ['/uz/cart/', '/uz/cart'],
    ]) {
      const answer = await send(port, from);
      expect([from, answer.status, answer.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('never redirects to another host, whatever the path (generated)', async () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '//',
      'ru',
      'ru/',
      'uz/',
      '.',
      '..',
      '%2F',
      '%5C',
      '%2f',
      '%09',
      'evil.example',
      '@',
      ':',
      'cart',
      'product/x',
    );
    const path = fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => '/' + parts.join(''));
    const query = fc.constantFrom('', '?q=1', '?next=//evil.example', '?a=1&b=%2F%2F');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          path,
          fc.webPath().filter((p) => p.startsWith('/')),
        ),
        query,
        async (pathname, search) => {
          const answer = await send(port, pathname + search);
          if (answer.status !== 301) return;
          const location = String(answer.headers.location);
          expect(location).toMatch(/^\/(?![/\\])/);
          const url = new URL(location, base);
          expect(url.origin).toBe(base);
          expect(url.searchParams.toString()).toBe(new URL(`/${search}`, base).searchParams.toString());
          // One redirect is enough.
          expect((await send(port, location)).status).not.toBe(301);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('answers 200 for every route of the table in both apps and both languages', async () => {
    for (const route of ROUTES) {
      const path = route.param
        ? `${route.path}/${route.param === 'numeric' ? '42' : 'nurofen-200'}`
        : route.path;
      for (const locale of LOCALES) {
        for (const userAgent of [WINDOWS, IPHONE]) {
          const answer = await send(port, localizePath(path, locale), { 'user-agent': userAgent });
          expect([localizePath(path, locale), answer.status]).toEqual([localizePath(path, locale), 200]);
        }
      }
    }
  }, 30_000);

  it('serves a page for a slug with a dot, and a short 404 for a missing file', async () => {
    const page = await send(port, '/uz/product/vitamin-c.500');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="uz"');
    const missing = await send(port, '/desktop-assets/missing-abc.js');
    expect([missing.status, missing.text]).toEqual([404, 'Not found']);
  });

  it('answers 404 with the app for unknown routes and bad parameters, in both apps and languages', async () => {
    for (const path of [
      '/no-such-page',
      '/code/abc',
      '/sale/0',
      '/product/a/b',
      '/cart/extra',
      '/product/%E0%A4%A',
      '/catalog/-x',
      // Slugs the API would refuse: the route table uses its rule.
      '/product/ABC',
      '/product/a_b',
      '/catalog/ABC',
    ]) {
      for (const locale of LOCALES) {
        for (const [userAgent, kind] of [
          [WINDOWS, 'desktop'],
          [IPHONE, 'mobile'],
        ]) {
          const answer = await send(port, localizePath(path, locale), { 'user-agent': userAgent });
          expect([path, answer.status]).toEqual([path, 404]);
          expect(answer.text).toContain(`<title>GoPharm ${kind}</title>`);
          expect(answer.text).toContain(`<html lang="${locale}"`);
          expect(answer.text).toContain('<meta name="robots" content="noindex">');
          expect(answer.text).not.toContain('rel="canonical"');
        }
      }
    }
  });

  it('stays on this site for absolute-form and odd request lines sent over a raw socket', async () => {
    const raw = (line: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(`${line}\r\nHost: edge.test\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    const absolute = await raw('GET http://evil.example/cart/ HTTP/1.1');
    expect(absolute).toMatch(/^HTTP\/1\.1 (301|404)/);
    const location = /\r\nlocation: ([^\r]*)/i.exec(absolute)?.[1];
    if (location) expect(new URL(location, base).origin).toBe(base);
    expect(await raw('OPTIONS * HTTP/1.1')).toMatch(/^HTTP\/1\.1 [45]\d\d/);
    expect(await raw('GET /%%32%65 HTTP/1.1')).toMatch(/^HTTP\/1\.1 404/);
  });

  it('answers a route error with the status it carries, 500 by default', async () => {
    const gone = await send(port, '/__fail/410');
    expect(gone.status).toBe(410);
    expect(gone.headers['content-type']).toContain('text/html');
    const broken = await send(port, '/__fail/999');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('Ошибка на сервере');
  });
});
