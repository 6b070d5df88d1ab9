import { DRUG_SHAPE, startTestServer, type TestServer } from '../testing/test-server';
import { createStockRepo } from './stock-repo';

describe('API: drugs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('GET v1/drugs', () => {
    it('lists the catalogue by popularity with the fields of the contract', async () => {
      const { status, body } = await server.get('/api/v1/drugs');
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 1, page: 1, per_page: 24 });
      expect(body.count).toBeGreaterThanOrEqual(12000);
      expect(body.results).toHaveLength(24);
      for (const drug of body.results) expect(drug).toEqual(DRUG_SHAPE);
    });

    it('names drugs in Uzbek Latin with lan=uz', async () => {
      const ru = (await server.get('/api/v1/drugs?ids=1')).body.results[0];
      const uz = (await server.get('/api/v1/drugs?ids=1&lan=uz')).body.results[0];
      expect(ru.name).toMatch(/^Панадол .* таблетки "GlaxoSmithKline"$/);
      expect(uz.name).toMatch(/^Panadol .* tabletkalar "GlaxoSmithKline"$/);
      expect(uz.manufacturer.country).toBe('Buyuk Britaniya');
    });

    it('returns the drugs asked by ids, in that order, leaving unknown ids out', async () => {
      const { body } = await server.get('/api/v1/drugs?ids=5,3,999999,4');
      expect(body.results.map((d: { id: number }) => d.id)).toEqual([5, 3, 4]);
    });

    it('lists home drugs held in the region, one pack per brand', async () => {
      const { body } = await server.get('/api/v1/drugs?is_home=1&per_page=20');
      expect(body.results).toHaveLength(20);
      expect(body.results.every((d: { is_count_exist: boolean }) => d.is_count_exist)).toBe(true);
    });

    it("lists other home drugs than the home page's collection rows, so no row repeats another", async () => {
      const home = (await server.get('/api/v1/drugs?is_home=1&per_page=24')).body.results;
      const rows = (await server.get('/api/v2/collections')).body.results.data.filter(
        (c: { type: string; status: string }) => c.type === 'regular' && c.status === 'active_home',
      );
      const onRows = new Set(rows.flatMap((c: { drugs: { id: number }[] }) => c.drugs.map((d) => d.id)));
      expect(onRows.size).toBeGreaterThan(0);
      expect(home.filter((d: { id: number }) => onRows.has(d.id))).toEqual([]);
    });

    it('filters by category (with subcategories), prescription, country and price, and pages', async () => {
      const { body } = await server.get(
        '/api/v1/drugs?category=lekarstvennye-sredstva&recept=0&country=UZ&price_min=5000&price_max=50000&per_page=60&page=2',
      );
      expect(body.count).toBeGreaterThan(60);
      expect(body.page).toBe(2);
      for (const drug of body.results) {
        expect(drug.is_recept).toBe(false);
        expect(drug.country_code).toBe('UZ');
        expect(drug.price).toBeGreaterThanOrEqual(5000);
        expect(drug.price).toBeLessThanOrEqual(50000);
        expect(Math.floor(drug.category_id / 100)).toBe(1);
      }
    });

    it('sorts by price and keeps only drugs in stock with in_stock=1', async () => {
      const { body } = await server.get(
        '/api/v1/drugs?category=antibiotiki&sort=price_asc&in_stock=1&per_page=30',
      );
      const prices = body.results.map((d: { price: number }) => d.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(body.results.every((d: { is_count_exist: boolean }) => d.is_count_exist)).toBe(true);
    });

    it('adds facets, each ignoring its own filter', async () => {
      const { body } = await server.get('/api/v1/drugs?category=103&manufacturer=1&facets=1&per_page=1');
      const { facets } = body;
      expect(facets.manufacturers.length).toBeGreaterThan(1);
      expect(facets.manufacturers[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        count: expect.any(Number),
      });
      expect(facets.substances[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        count: expect.any(Number),
      });
      expect(facets.countries[0]).toEqual({
        code: expect.any(String),
        name: expect.any(String),
        count: expect.any(Number),
      });
      expect(facets.recept.yes + facets.recept.no).toBe(body.count);
      expect(facets.price.min).toBeLessThanOrEqual(facets.price.max);
    });

    it.each([
      ['per_page=0', /per_page/, 'invalid_request'],
      ['per_page=61', /per_page/, 'invalid_request'],
      ['sort=cheapest', /sort/, 'invalid_request'],
      ['ids=1,abc', /ids/, 'invalid_request'],
      ['search=a', /search/, 'invalid_request'],
      ['recept=2', /recept/, 'invalid_request'],
      ['price_min=100&price_max=10', /price_min/, 'price_range'],
      ['region=99999', /region/i, 'unknown_region'],
      ['lan=en', /lan/, 'invalid_request'],
    ])('answers 400 with a message for %s (%s)', async (query, message, code) => {
      const { status, body } = await server.get(`/api/v1/drugs?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 0, code, msg: expect.stringMatching(message) });
    });

    it('answers 404 for an unknown category', async () => {
      const { status, body } = await server.get('/api/v1/drugs?category=no-such-category');
      expect(status).toBe(404);
      expect(body).toEqual({ status: 0, code: 'category_not_found', msg: 'Category not found' });
    });
  });

  describe('GET v1/drug/{slug-or-id}', () => {
    it('returns the drug page by slug and by id, with category chain, pharmacies and analogues', async () => {
      const bySlug = await server.get(
        '/api/v1/drug/panadol-500-mg-10-tabletkalar-glaxosmithkline?is_publish=true',
      );
      expect(bySlug.status).toBe(200);
      const drug = bySlug.body;
      expect(drug).toMatchObject({
        ...DRUG_SHAPE,
        id: 1,
        images: [expect.any(String)],
        description: expect.stringContaining('<p>'),
      });
      expect(drug.category).toMatchObject({ id: 102, parent: { id: 1, parent: null } });
      expect(drug.pharmacies_count).toBeGreaterThan(0);
      expect(drug.analogues.length).toBeGreaterThan(0);
      expect(drug.analogues.length).toBeLessThanOrEqual(12);
      for (const analogue of drug.analogues)
        expect(analogue.international_name.id).toBe(drug.international_name.id);
      expect((await server.get('/api/v1/drug/1')).body.slug).toBe(drug.slug);
    });

    it('says the price per unit, and lists the same substance, form and strength of other makers by it', async () => {
      const { body: drug } = await server.get('/api/v1/drug/1');
      // Панадол 500 мг №10: ten tablets.
      expect(drug.unit_price).toEqual({ unit: 'pcs', amount: 10, price: drug.price / 10 });
      expect(drug.equivalents.length).toBeGreaterThan(0);
      expect(drug.equivalents.length).toBeLessThanOrEqual(6);
      const perUnit = (d: { unit_price: { price: number } }) => d.unit_price.price;
      for (const equivalent of drug.equivalents) {
        expect(equivalent).toEqual(DRUG_SHAPE);
        expect(equivalent.international_name.id).toBe(drug.international_name.id);
        expect(equivalent.manufacturer.id).not.toBe(drug.manufacturer.id);
        expect(equivalent.unit_price.unit).toBe('pcs');
        expect(equivalent.release_form).toMatch(/^таблетки 500 мг №\d+$/);
      }
      // Held in the region first, each part by price per tablet.
      const held = drug.equivalents.filter((d: { is_count_exist: boolean }) => d.is_count_exist);
      expect(drug.equivalents.slice(0, held.length)).toEqual(held);
      expect(held.map(perUnit)).toEqual([...held.map(perUnit)].sort((a, b) => a - b));
    });

    it('tells the nearest pharmacy holding it for a location', async () => {
      const { body } = await server.get('/api/v1/drug/1?location=41.3111,69.2797');
      expect(body.nearest_pharmacy).toMatchObject({
        id: expect.any(Number),
        distance_km: expect.any(Number),
      });
    });

    it('answers 404 "Product not found" for an unknown drug, 400 for a malformed key', async () => {
      expect(await server.get('/api/v1/drug/no-such-drug')).toMatchObject({
        status: 404,
        body: { status: 0, code: 'product_not_found', msg: 'Product not found' },
      });
      expect(await server.get('/api/v1/drug/99999999')).toMatchObject({ status: 404 });
      // Past the tables' 32-bit ids: PostgreSQL would refuse the number itself (a 500 before).
      expect(await server.get('/api/v1/drug/99999999999999999999')).toMatchObject({ status: 404 });
      expect(await server.get('/api/v1/drug/1?region=99999999999')).toMatchObject({ status: 400 });
      expect(await server.get('/api/v1/drug/Bad%20Slug')).toMatchObject({ status: 400, body: { status: 0 } });
      expect(await server.get('/api/v1/drug/1?location=north')).toMatchObject({ status: 400 });
    });
  });

  describe('GET v1/drug-instruction/{id}', () => {
    it('returns the sections of the leaflet as sanitised HTML', async () => {
      const { status, body } = await server.get('/api/v1/drug-instruction/1?lan=uz');
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(4);
      expect(body[0]).toEqual({
        title: 'Taʼsir etuvchi modda',
        content: expect.stringContaining('paratsetamol'),
      });
    });

    it('answers 404 for an unknown drug and 400 for a bad id', async () => {
      expect(await server.get('/api/v1/drug-instruction/99999999')).toMatchObject({
        status: 404,
        body: { status: 0 },
      });
      expect(await server.get('/api/v1/drug-instruction/abc')).toMatchObject({
        status: 400,
        body: { status: 0 },
      });
    });
  });

  it('takes an order out of stock, all or nothing, and lists and pages (cached) reflect it at once', async () => {
    const stock = await createStockRepo(server.db);
    const id = 2;
    const holders = (await server.db
      .prepare(
        'SELECT st.pharmacy_id AS id, st.qty FROM drug_stock st JOIN pharmacies p ON p.id = st.pharmacy_id WHERE st.drug_id = ? AND p.region_id = 11 AND st.qty > 0',
      )
      .all(id)) as Array<{ id: number; qty: number }>;
    expect(holders.length).toBeGreaterThan(0);
    const inStock = async () =>
      (await server.get(`/api/v1/drugs?ids=${id}&region=11`)).body.results[0].is_count_exist;
    const page = async () => (await server.get(`/api/v1/drug/${id}?region=11`)).body;
    expect(await inStock()).toBe(true);
    expect(await page()).toMatchObject({ is_count_exist: true, pharmacies_count: holders.length });
    const held = async (pharmacyId: number) =>
      (
        await server.db
          .prepare('SELECT qty FROM drug_stock WHERE pharmacy_id = ? AND drug_id = ?')
          .get<{ qty: number }>(pharmacyId, id)
      )?.qty;
    expect(await stock.take(holders[0].id, [{ drug_id: id, qty: holders[0].qty + 1 }])).toBe(false);
    expect(await held(holders[0].id)).toBe(holders[0].qty);
    for (const holder of holders)
      expect(await stock.take(holder.id, [{ drug_id: id, qty: holder.qty }])).toBe(true);
    expect(await inStock()).toBe(false);
    expect(await page()).toMatchObject({ is_count_exist: false, pharmacies_count: 0 });
    expect((await stock.totalsIn(11))?.get(id)).toBe(0);
  });

  it('GET v1/order-minimum answers the minimum order in sum', async () => {
    expect(await server.get('/api/v1/order-minimum')).toEqual(
      expect.objectContaining({ status: 200, body: { min: 30000 } }),
    );
  });
});
