import type { FastifyInstance } from 'fastify';
import { send, startEdge, startFakeApi } from './test-support';

describe('robots.txt and sitemap over HTTP', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;
  let sitemapCalls = 0;
  let upstreamUp = true;

  beforeAll(async () => {
    const fake = await startFakeApi(() => {
      sitemapCalls += 1;
      if (!upstreamUp) throw new Error('down');
      return {
        products: [
          { slug: 'nurofen-200', updated: '2026-11-20T10:00:00Z' },
          { slug: 'paracetamol-500', updated: 'not a date' },
          { slug: '../../evil' },
          { slug: 42 },
        ],
        categories: [{ slug: 'vitaminy' }, { nope: true }],
        articles: [{ slug: 'about-flu' }],
      };
    });
    api = fake.api;
    ({ edge, port } = await startEdge({ apiUrl: fake.url, sitemapTtlMs: 60_000 }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it('robots.txt allows the shop, keeps out the API and private pages, and names the sitemap', async () => {
    const answer = await send(port, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const lines = answer.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /cart',
        'Disallow: /uz/cart',
        'Disallow: /profile',
        'Disallow: /uz/profile',
      ]),
    );
    expect(lines).not.toContain('Disallow: /product');
    expect(lines).toContain('Sitemap: https://gopharm.example/sitemap.xml');
  });

  it('sitemap.xml is an index of the page, category and product sitemaps', async () => {
    const answer = await send(port, '/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    expect(answer.text).toContain('<sitemapindex');
    const files = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([
      'https://gopharm.example/sitemap-pages.xml',
      'https://gopharm.example/sitemap-categories.xml',
      'https://gopharm.example/sitemap-products-1.xml',
    ]);
  });

  it('lists both languages of every product, with hreflang alternates and lastmod, and skips bad slugs', async () => {
    const { status, text } = await send(port, '/sitemap-products-1.xml');
    expect(status).toBe(200);
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://gopharm.example/product/nurofen-200',
      'https://gopharm.example/uz/product/nurofen-200',
      'https://gopharm.example/product/paracetamol-500',
      'https://gopharm.example/uz/product/paracetamol-500',
    ]);
    expect(text).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(text).toContain('hreflang="uz" href="https://gopharm.example/uz/product/nurofen-200"');
    expect(text).toContain('hreflang="x-default" href="https://gopharm.example/product/nurofen-200"');
    expect(text).not.toContain('evil');
  });

  it('lists categories and the informational pages in both languages, never private ones', async () => {
    const categories = (await send(port, '/sitemap-categories.xml')).text;
    expect(categories).toContain('<loc>https://gopharm.example/uz/catalog/vitaminy</loc>');
    const pages = (await send(port, '/sitemap-pages.xml')).text;
    expect(pages).toContain('<loc>https://gopharm.example/</loc>');
    expect(pages).toContain('<loc>https://gopharm.example/uz/about</loc>');
    expect(pages).not.toContain('/cart<');
    expect(pages).not.toContain('/profile');
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    expect((await send(port, '/sitemap-products-2.xml')).status).toBe(404);
    expect((await send(port, '/sitemap-other.xml')).status).toBe(404);
  });

  it('reuses the API answer, and keeps serving it while the API is down', async () => {
    const before = sitemapCalls;
    await send(port, '/sitemap.xml');
    await send(port, '/sitemap-pages.xml');
    expect(sitemapCalls).toBe(before);
    upstreamUp = false;
    expect((await send(port, '/sitemap.xml')).status).toBe(200);
    upstreamUp = true;
  });

  it('answers 503 with Retry-After when there is no sitemap data at all', async () => {
    const down = await startEdge({ apiUrl: 'http://127.0.0.1:9' });
    const answer = await send(down.port, '/sitemap.xml');
    await down.edge.close();
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('300');
  });
});
