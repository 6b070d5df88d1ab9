import { startTestServer, type TestServer } from './testing/test-server';
import { DRUG_SHAPE } from './testing/test-server';

// The smaller catalogue calls, on one seeded database file: regions, categories, collections, sales,
// articles, metas, sitemap, card BINs and images.
describe('API: catalogue content', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET v1/regions answers the 14 regions with their districts as a bare array', async () => {
    const { status, body } = await server.get('/api/v1/regions?lan=uz');
    expect(status).toBe(200);
    expect(body).toHaveLength(14);
    expect(body[0]).toMatchObject({ id: 1, name: 'Toshkent' });
    expect(body[0].childs.length).toBe(12);
    expect(body[0].childs[0]).toEqual({ id: 101, name: expect.stringMatching(/tumani$/) });
    for (const region of body) expect(region.childs.length).toBeGreaterThan(0);
  });

  describe('GET v1/category/{slug-or-id}', () => {
    it('answers the subtree and the parent chain, by slug or id', async () => {
      const { body } = await server.get('/api/v1/category/antibiotiki');
      expect(body).toMatchObject({
        id: 103,
        name: 'Антибиотики',
        name_ru: 'Антибиотики',
        name_uz: 'Antibiotiklar',
        childs: [],
        parent: { id: 1, slug: 'lekarstvennye-sredstva', parent: null },
      });
      const root = await server.get('/api/v1/category/2?lan=uz');
      expect(root.body).toMatchObject({ id: 2, name: 'Vitaminlar va BFQ', parent: null });
      expect(root.body.childs.length).toBeGreaterThan(0);
      expect((await server.get('/api/v1/category/706')).status).toBe(200);
    });

    it('answers 404 for an unknown category and 400 for a malformed key', async () => {
      expect(await server.get('/api/v1/category/nothing-here')).toMatchObject({
        status: 404,
        body: { status: 0 },
      });
      expect(await server.get('/api/v1/category/%D0%B0')).toMatchObject({ status: 400, body: { status: 0 } });
    });
  });

  it('GET v2/collections answers every type and status with their drugs', async () => {
    const { body } = await server.get('/api/v2/collections?location=41.3,69.2');
    expect(body.status).toBe(1);
    const data = body.results.data;
    expect(new Set(data.map((c: { type: string }) => c.type)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(data.map((c: { status: string }) => c.status))).toEqual(
      new Set(['active_home', 'active', 'inactive', 'archived']),
    );
    const shown = data.filter(
      (c: { type: string; status: string }) => c.type === 'regular' && c.status === 'active_home',
    );
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(data[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      sort: expect.any(Number),
    });
    expect(data[0].drugs[0]).toEqual(DRUG_SHAPE);
  });

  describe('sales', () => {
    it('GET v1/sales lists running and coming sales; GET v1/sale/{id} adds the drugs, labelled "sale"', async () => {
      const { body } = await server.get('/api/v1/sales');
      expect(body.results.length).toBeGreaterThan(0);
      const sale = body.results[0];
      expect(sale).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        description: expect.stringContaining('<p>'),
        image: expect.any(String),
        start_date: expect.any(String),
        end_date: expect.any(String),
      });
      const one = await server.get(`/api/v1/sale/${sale.id}`);
      expect(one.body.id).toBe(sale.id);
      expect(one.body.drugs.length).toBeGreaterThan(0);
      if (new Date(sale.start_date) <= new Date()) expect(one.body.drugs[0].labels).toContain('sale');
    });

    it('answers 404 for an unknown sale and 400 for a bad id', async () => {
      expect(await server.get('/api/v1/sale/9999')).toMatchObject({ status: 404, body: { status: 0 } });
      expect(await server.get('/api/v1/sale/x')).toMatchObject({ status: 400, body: { status: 0 } });
    });
  });

  describe('articles', () => {
    it('GET v1/articles pages the list with excerpts; GET v1/article/{slug} answers sanitised HTML', async () => {
      const { body } = await server.get('/api/v1/articles?per_page=3&page=2&lan=uz');
      expect(body).toMatchObject({ status: 1, count: 10 });
      expect(body.results).toHaveLength(3);
      const first = body.results[0];
      expect(first).toEqual({
        id: expect.any(Number),
        slug: expect.any(String),
        title: expect.any(String),
        image: expect.any(String),
        created_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        excerpt: expect.not.stringContaining('<'),
      });
      const article = await server.get(`/api/v1/article/${first.slug}`);
      expect(article.body).toMatchObject({ slug: first.slug, content: expect.stringContaining('<h2>') });
      expect(article.body.content).not.toMatch(/<script/);
    });

    it('answers 404 for an unknown article and 400 for bad paging', async () => {
      expect(await server.get('/api/v1/article/no-such-article')).toMatchObject({ status: 404 });
      expect(await server.get('/api/v1/articles?per_page=500')).toMatchObject({
        status: 400,
        body: { status: 0 },
      });
    });
  });

  describe('GET v1/get-metas', () => {
    it('answers the tags of a page by url, and of a product by slug', async () => {
      const home = await server.get('/api/v1/get-metas?url=home&lan=uz');
      expect(home.body.data).toContainEqual({
        name: 'title',
        content: expect.stringContaining('GoPharm'),
        hid: 'title',
      });
      expect((await server.get('/api/v1/get-metas?url=%2Fuz%2Fabout%2F')).body.data.length).toBeGreaterThan(
        0,
      );
      const product = await server.get(
        '/api/v1/get-metas?slug=panadol-500-mg-10-tabletkalar-glaxosmithkline',
      );
      expect(product.body.data).toContainEqual({
        property: 'og:title',
        content: expect.stringMatching(/^Панадол/),
        hid: 'og:title',
      });
    });

    it('answers 400 without slug or url, 404 for an unknown slug', async () => {
      expect(await server.get('/api/v1/get-metas')).toMatchObject({ status: 400, body: { status: 0 } });
      expect(await server.get('/api/v1/get-metas?slug=nothing-at-all')).toMatchObject({ status: 404 });
    });
  });

  it('GET v1/sitemap lists products, categories and articles', async () => {
    const { body } = await server.get('/api/v1/sitemap');
    expect(body.products.length).toBeGreaterThanOrEqual(12000);
    expect(body.products[0]).toEqual({ slug: expect.any(String), updated: expect.any(String) });
    expect(body.categories).toContainEqual({ slug: 'antibiotiki' });
    expect(body.articles).toHaveLength(10);
  });

  it('GET v2/bine-cards answers the card prefixes of each payment system', async () => {
    const { body } = await server.get('/api/v2/bine-cards');
    expect(body.status).toBe(1);
    expect(body.results).toContainEqual({ bin: '8600', brand: 'uzcard' });
    expect(body.results).toContainEqual({ bin: '9860', brand: 'humo' });
  });

  describe('images', () => {
    it('serves every picture a drug points at as SVG cached for a year', async () => {
      const { body } = await server.get('/api/v1/drugs?per_page=60');
      for (const image of new Set<string>(body.results.map((d: { image: string }) => d.image))) {
        const answer = await server.app.inject({ url: image });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toContain('image/svg+xml');
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.body).toMatch(/^<svg /);
      }
      expect((await server.app.inject({ url: '/api/images/default.svg' })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown picture and 400 for a bad name', async () => {
      expect((await server.app.inject({ url: '/api/images/blister-9.svg' })).statusCode).toBe(404);
      expect((await server.app.inject({ url: '/api/images/..%2Fetc.svg' })).statusCode).toBe(400);
    });
  });
});
