import { createTestApp, type TestApp } from '../http/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

describe('API: v2/favorites, v2/favorites/toggle', () => {
  let t: TestApp;
  let user: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true });
    user = await t.signIn('998901230003');
  });
  afterAll(() => t.close());

  const toggle = (drug_id: unknown, headers: object = user) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/favorites/toggle',
      payload: { drug_id },
      headers: { ...headers },
    });

  it('adds a drug, lists favourites newest first as drugs in the language asked, and removes on a second toggle', async () => {
    expect((await toggle(2)).json()).toEqual({ status: 1, is_favorite: true });
    expect((await toggle(4)).json()).toEqual({ status: 1, is_favorite: true });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v2/favorites?lan=uz', headers: user })
    ).json();
    expect(list.status).toBe(1);
    expect(list.results.map((d: { id: number }) => d.id)).toEqual([4, 2]);
    expect(list.results[0]).toMatchObject({ id: 4, slug: 'drug-4', name: 'Dori 4', price: 4000 });
    expect((await toggle(2)).json()).toEqual({ status: 1, is_favorite: false });
    const after = (await t.app.inject({ method: 'GET', url: '/api/v2/favorites', headers: user })).json();
    expect(after.results.map((d: { id: number }) => d.id)).toEqual([4]);
  });

  it('answers 404 for an unknown drug, 400 for a bad id, 401 without a token', async () => {
    expect((await toggle(999)).statusCode).toBe(404);
    expect((await toggle('abc')).statusCode).toBe(400);
    expect((await toggle(-1)).statusCode).toBe(400);
    expect((await toggle(1, {})).statusCode).toBe(401);
  });

  it("adds a guest's favourites at sign-in above the user's own, keeping both, and drops unknown drugs", async () => {
    const guest = await t.signIn('998901230004');
    await toggle(5, guest);
    const add = (drugIds: unknown, headers: object = guest) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/favorites/add',
        payload: { drugIds },
        headers: { ...headers },
      });
    expect((await add([3, 999, 1, 5])).json()).toEqual({ status: 1 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/v2/favorites', headers: guest })).json();
    expect(list.results.map((d: { id: number }) => d.id)).toEqual([3, 1, 5]);
    expect((await add(['x'])).statusCode).toBe(400);
    expect((await add([1], {})).statusCode).toBe(401);
  });
});
