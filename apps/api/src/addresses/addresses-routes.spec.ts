import { createTestApp, type TestApp } from '../http/testing';
import { MAX_ADDRESSES } from './addresses-routes';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

describe('API: v2/addresses, v2/addresses/delete', () => {
  let t: TestApp;
  let alice: { authorization: string };
  let bob: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signIn('998901230001');
    bob = await t.signIn('998901230002');
  });
  afterAll(() => t.close());

  const home = {
    address: 'ул. Амира Темура, 15',
    house: '15',
    apartment: '42',
    comment: 'Домофон не работает',
    lat: 41.31,
    lng: 69.28,
  };
  const create = (payload: object, headers: object) =>
    t.app.inject({ method: 'POST', url: '/api/v2/addresses', payload, headers: { ...headers } });
  const list = async (headers: object) =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/addresses', headers: { ...headers } })).json();

  it('saves an address with every field and lists it', async () => {
    const answer = (await create(home, alice)).json();
    expect(answer).toEqual({
      status: 1,
      address: { id: expect.any(Number), ...home, entrance: '', floor: '', intercom: '' },
    });
    expect(await list(alice)).toEqual({ status: 1, results: [answer.address] });
    expect(await list(bob)).toEqual({ status: 1, results: [] });
  });

  it.each([
    [{ ...home, address: '  ' }, 'address_blank'],
    [{ ...home, lat: 91 }, 'invalid_request'],
    [{ ...home, lng: 'east' }, 'invalid_request'],
    [{ address: 'ул. Навои, 1' }, 'invalid_request'],
    [{ ...home, comment: 'x'.repeat(501) }, 'invalid_request'],
  ])('refuses %p with 400 and a message (%s)', async (payload, code) => {
    const answer = await create(payload, alice);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 0, code, msg: expect.any(String) });
  });

  it('refuses an address over the 20 kept with status 0, its code and the number as a field', async () => {
    const carol = await t.signIn('998901230003');
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await create(home, carol)).json().status).toBe(1);
    expect((await create(home, carol)).json()).toEqual({
      status: 0,
      code: 'too_many_addresses',
      msg: 'At most 20 addresses can be saved',
      count: 20,
    });
  });

  it("deletes the user's own address; another user's answers 404", async () => {
    const { address } = (await create(home, bob)).json();
    const remove = (headers: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/addresses/delete',
        payload: { id: address.id },
        headers: { ...headers },
      });
    const alices = await remove(alice);
    expect([alices.statusCode, alices.json()]).toEqual([
      404,
      { status: 0, code: 'address_not_found', msg: 'Address not found' },
    ]);
    expect((await remove(bob)).json()).toEqual({ status: 1, msg: expect.any(String) });
    expect((await list(bob)).results).toEqual([]);
    expect((await remove(bob)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await create(home, {})).statusCode).toBe(401);
  });
});
