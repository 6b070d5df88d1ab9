import { createTestApp, type TestApp } from '../http/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

describe('API: v2/viewed-drugs, v2/viewed-drug/{id}, v2/viewed-drug/add', () => {
  let t: TestApp;
  let user: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true });
    user = await t.signIn('998901230004');
  });
  afterAll(() => t.close());

  const view = (id: unknown, headers: object = user) =>
    t.app.inject({ method: 'POST', url: `/api/v2/viewed-drug/${id}`, headers: { ...headers } });
  const ids = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/viewed-drugs', headers: user }))
      .json()
      .results.map((d: { id: number }) => d.id);

  it('lists viewed drugs newest first; viewing one again moves it to the top', async () => {
    for (const id of [1, 2, 3]) expect((await view(id)).json()).toEqual({ status: 1 });
    expect(await ids()).toEqual([3, 2, 1]);
    await view(1);
    expect(await ids()).toEqual([1, 3, 2]);
  });

  it("merges a guest's list on top, keeps known ones in place and drops unknown drugs", async () => {
    const merge = await t.app.inject({
      method: 'POST',
      url: '/api/v2/viewed-drug/add',
      payload: { drugIds: [5, 2, 999, 4] },
      headers: user,
    });
    expect(merge.json()).toEqual({ status: 1 });
    expect(await ids()).toEqual([5, 4, 1, 3, 2]);
  });

  it('answers 404 for an unknown drug, 400 for bad input, 401 without a token', async () => {
    const unknown = await view(999);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { status: 0, code: 'product_not_found', msg: 'Product not found' },
    ]);
    expect((await view('abc')).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/viewed-drug/add',
      payload: { drugIds: 'x' },
      headers: user,
    });
    expect(bad.statusCode).toBe(400);
    // Fastify's schema refusal: its own words, as msg and as reason.
    expect(bad.json()).toEqual({
      status: 0,
      code: 'invalid_request',
      msg: expect.any(String),
      reason: expect.any(String),
    });
    expect((await view(1, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/viewed-drugs' })).statusCode).toBe(401);
  });
});
