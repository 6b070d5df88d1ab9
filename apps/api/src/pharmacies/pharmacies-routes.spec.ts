import { startTestServer, type TestServer } from '../testing/test-server';
import { createPharmaciesRepo, distanceKm, mergeLines } from './pharmacies-repo';

const PHARMACY = {
  id: expect.any(Number),
  name: expect.any(String),
  address: expect.any(String),
  phone: expect.stringMatching(/^998\d{9}$/),
  lat: expect.any(Number),
  lng: expect.any(Number),
  opens: '08:30',
  closes: '20:30',
  region_id: expect.any(Number),
  district_id: expect.any(Number),
};

describe('API: pharmacies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET v1/pharmacies lists the pharmacies of the region, a district counting as its region', async () => {
    const tashkent = await server.get('/api/v1/pharmacies');
    expect(tashkent.status).toBe(200);
    expect(tashkent.body.results.length).toBeGreaterThanOrEqual(20);
    for (const pharmacy of tashkent.body.results) expect(pharmacy).toEqual(PHARMACY);
    const district = await server.get('/api/v1/pharmacies?region=105&lan=uz');
    expect(district.body.results.map((p: { id: number }) => p.id)).toEqual(
      tashkent.body.results.map((p: { id: number }) => p.id),
    );
    const samarkand = await server.get('/api/v1/pharmacies?region=11');
    expect(samarkand.body.results.every((p: { region_id: number }) => p.region_id === 11)).toBe(true);
  });

  it('GET v1/pharmacies?drugs= tells which pharmacies hold every line', async () => {
    const { body } = await server.get('/api/v1/pharmacies?drugs=1:1,37:2');
    const flags = body.results.map((p: { has_all: boolean }) => p.has_all);
    expect(flags).toContain(true);
    expect(flags.every((f: unknown) => typeof f === 'boolean')).toBe(true);
    const huge = await server.get('/api/v1/pharmacies?drugs=1:9999');
    expect(huge.body.results.some((p: { has_all: boolean }) => p.has_all)).toBe(false);
  });

  it('POST v2/cart-stores answers the pick-up pharmacies holding the whole cart', async () => {
    const { status, body } = await server.post('/api/v2/cart-stores', { drugs: [{ drug_id: 1, qty: 1 }] });
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results[0]).toEqual({ ...PHARMACY, has_all: true });
    const none = await server.post('/api/v2/cart-stores', { drugs: [{ drug_id: 1, qty: 999 }] });
    expect(none.body.results).toEqual([]);
  });

  it.each([
    ['GET', '/api/v1/pharmacies?drugs=1', undefined],
    ['GET', '/api/v1/pharmacies?drugs=1:0', undefined],
    ['POST', '/api/v2/cart-stores', {}],
    ['POST', '/api/v2/cart-stores', { drugs: [] }],
    ['POST', '/api/v2/cart-stores', { drugs: [{ drug_id: 'x', qty: 1 }] }],
    ['POST', '/api/v2/cart-stores?region=0', { drugs: [{ drug_id: 1, qty: 1 }] }],
  ])('%s %s answers 400 with a message for bad input', async (method, url, payload) => {
    const answer = await server.app.inject({ method: method as 'GET' | 'POST', url, payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      status: 0,
      code: expect.stringMatching(/^(invalid_request|unknown_region)$/),
      msg: expect.any(String),
    });
  });

  describe('pharmacies repo (used by cart-check and orders)', () => {
    it('finds the nearest pharmacy holding every line, and whether one pharmacy holds them', async () => {
      const repo = createPharmaciesRepo(server.db);
      const lines = [
        { drug_id: 1, qty: 1 },
        { drug_id: 1, qty: 1 },
      ];
      const nearest = await repo.nearestHoldingAll(lines, 1, 41.3111, 69.2797);
      expect(nearest).not.toBeNull();
      const holding = await repo.holdingAll(lines, 1);
      for (const other of holding) {
        expect(distanceKm(41.3111, 69.2797, other.lat, other.lng)).toBeGreaterThanOrEqual(
          (nearest?.distance_km ?? 0) - 0.05,
        );
      }
      expect(await repo.holdsAll(holding[0].id, lines)).toBe(true);
      expect(await repo.holdsAll(holding[0].id, [{ drug_id: 1, qty: 100000 }])).toBe(false);
      expect(await repo.nearestHoldingAll([{ drug_id: 1, qty: 100000 }], 1, 41.3, 69.2)).toBeNull();
    });

    it('adds up the lines of one drug and measures distances on the globe', () => {
      expect(
        mergeLines([
          { drug_id: 2, qty: 1 },
          { drug_id: 2, qty: 3 },
          { drug_id: 5, qty: 1 },
        ]),
      ).toEqual([
        { drug_id: 2, qty: 4 },
        { drug_id: 5, qty: 1 },
      ]);
      // Tashkent to Samarkand is about 270 km as the crow flies.
      expect(distanceKm(41.3111, 69.2797, 39.6542, 66.9597)).toBeGreaterThan(250);
      expect(distanceKm(41.3111, 69.2797, 39.6542, 66.9597)).toBeLessThan(290);
    });
  });
});
