import { createTestApp, type TestApp } from '../http/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

describe('API: v1/register-profil, v1/add-region, v1/user-cashback', () => {
  let t: TestApp;
  let user: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true, accounts: { cashbackPercent: 5 } });
    user = await t.signIn('998971234567');
  });
  afterAll(() => t.close());

  const profile = { first_name: ' Aziz ', last_name: 'Karimov', birth_date: '1990-05-17', gender: 'male' };
  const register = (payload: object, headers: object = user) =>
    t.app.inject({ method: 'POST', url: '/api/v1/register-profil', payload, headers: { ...headers } });

  it('completes the profile (complete = 1) and then reports the phone as registered', async () => {
    const answer = await register(profile);
    expect(answer.json()).toEqual({
      status: 1,
      msg: expect.any(String),
      user: {
        id: user.userId,
        phone: '998971234567',
        first_name: 'Aziz',
        last_name: 'Karimov',
        father_name: '',
        birth_date: '1990-05-17',
        gender: 'male',
        complete: 1,
      },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register-captcha',
      payload: { phone: '998971234567' },
    });
    expect(again.json().is_registered).toBe(true);
  });

  it.each([
    [{ ...profile, birth_date: '1990-02-30' }, 'invalid_birth_date'],
    [{ ...profile, birth_date: '2030-01-01' }, 'invalid_birth_date'],
    [{ ...profile, birth_date: '17.05.1990' }, 'invalid_birth_date'],
    [{ ...profile, gender: 'other' }, 'invalid_request'],
    [{ ...profile, first_name: '   ' }, 'names_required'],
    [{ ...profile, last_name: 'x'.repeat(65) }, 'invalid_request'],
    [{ first_name: 'Aziz' }, 'invalid_request'],
  ])('refuses %p with 400 and a message (%s)', async (payload, code) => {
    const answer = await register(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 0, code, msg: expect.any(String) });
  });

  it('answers 401 without a token', async () => {
    expect((await register(profile, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user-cashback' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/add-region' })).statusCode).toBe(401);
  });

  it('saves a district and reads it back as its region with the district chosen', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/add-region', headers: user });
    expect(none.json()).toEqual({ status: 0, code: 'no_region_saved', msg: 'No region saved' });
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-region',
      payload: { region: 101 },
      headers: user,
    });
    expect(save.json()).toEqual({ status: 1, msg: expect.any(String) });
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/add-region?lan=uz', headers: user });
    expect(read.json()).toEqual({
      id: 1,
      name: 'Toshkent',
      childs: [{ id: 101, name: 'Chilonzor' }],
      district: { id: 101, name: 'Chilonzor' },
    });
  });

  it('refuses an unknown region with 404 and a bad one with 400', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/add-region', payload, headers: user });
    expect((await post({ region: 999 })).statusCode).toBe(404);
    expect((await post({ region: 'north' })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
  });

  it('counts cashback earned on delivered orders, once each, less what orders that stand spent', async () => {
    const cash = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/user-cashback', headers: user })).json();
    expect(await cash()).toEqual({ status: 1, msg: expect.any(String), cash: 0 });
    const insert = t.db.prepare(
      `INSERT INTO orders (user_id, number, created_at, type, items_total, total, cashback)
       VALUES (?, ?, '2026-11-01T10:00:00Z', 'pickup', ?, ?, ?) RETURNING id`,
    );
    const order = async (number: string, total: number, cashback: number) =>
      (await insert.get<{ id: number }>(user.userId, number, total, total, cashback))!.id;
    const [first, second, third] = [
      await order('T-1', 100_000, 5_000),
      await order('T-2', 50_000, 2_500),
      await order('T-3', 40_000, 2_000),
    ];
    await t.setOrderStatus(first, 'picked_up');
    // Reported picked up twice, an order still earns once; a pending one earns nothing yet.
    await t.setOrderStatus(first, 'picked_up');
    await t.setOrderStatus(third, 'picked_up');
    expect((await cash()).cash).toBe(7_000);

    const pay = (order_id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order-payment',
        payload: { order_id, payment_type: 1, cash_pay: true },
        headers: user,
      });
    expect((await pay(second)).json()).toEqual({ status: 1, msg: 'Payment saved' });
    expect((await cash()).cash).toBe(0);
    // Called off, the order gives back the cashback it had taken.
    await t.setOrderStatus(second, 'cancelled_by_user');
    expect((await cash()).cash).toBe(7_000);
    const moves = await t.db
      .prepare('SELECT kind, amount FROM cashback_moves WHERE user_id = ? ORDER BY id')
      .all(user.userId);
    expect(moves).toEqual([
      { kind: 'earned', amount: 5_000 },
      { kind: 'earned', amount: 2_000 },
      { kind: 'spent', amount: -7_000 },
      { kind: 'returned', amount: 7_000 },
    ]);
  });
});
