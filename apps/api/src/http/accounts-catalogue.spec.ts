import { createTestApp, type TestApp } from './testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

/** The account and order calls on the full seeded catalogue (thousands of drugs, every region). */
describe('API: accounts on the seeded catalogue', () => {
  let t: TestApp;
  let user: { authorization: string };
  // A line one Tashkent pharmacy can serve that reaches the order minimum within max_count.
  let line: { drug_id: number; qty: number; pharmacy_id: number; stock: number };
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signIn('998909990001');
    line = (await t.db
      .prepare(
        `SELECT s.drug_id, s.pharmacy_id, s.qty AS stock, ((30000 + d.price - 1) / d.price) AS qty
         FROM drug_stock s JOIN drugs d ON d.id = s.drug_id JOIN pharmacies p ON p.id = s.pharmacy_id
         WHERE p.region_id = 1 AND ((30000 + d.price - 1) / d.price) <= CASE WHEN d.max_count < s.qty THEN d.max_count ELSE s.qty END
         ORDER BY s.drug_id LIMIT 1`,
      )
      .get()) as typeof line;
  });
  afterAll(() => t.close());

  it('keeps favourites and viewed drugs as full Drug cards in the language asked', async () => {
    const toggle = await t.app.inject({
      method: 'POST',
      url: '/api/v2/favorites/toggle',
      payload: { drug_id: line.drug_id },
      headers: user,
    });
    expect(toggle.json()).toEqual({ status: 1, is_favorite: true });
    await t.app.inject({ method: 'POST', url: `/api/v2/viewed-drug/${line.drug_id}`, headers: user });
    for (const url of ['/api/v2/favorites?lan=uz', '/api/v2/viewed-drugs?lan=uz']) {
      const [drug] = (await t.app.inject({ method: 'GET', url, headers: user })).json().results;
      expect(drug).toMatchObject({
        id: line.drug_id,
        slug: expect.any(String),
        name: expect.any(String),
        manufacturer: { id: expect.any(Number), name: expect.any(String), country: expect.any(String) },
        international_name: { id: expect.any(Number), name: expect.any(String) },
        is_count_exist: true,
        max_count: expect.any(Number),
      });
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/favorites/toggle',
          payload: { drug_id: 99_999_999 },
          headers: user,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('saves a real district and answers it with its region', async () => {
    const district = (await t.db
      .prepare('SELECT id, parent_id FROM regions WHERE parent_id = 1 LIMIT 1')
      .get()) as {
      id: number;
      parent_id: number;
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-region',
      payload: { region: district.id },
      headers: user,
    });
    const saved = (await t.app.inject({ method: 'GET', url: '/api/v1/add-region', headers: user })).json();
    expect(saved).toMatchObject({ id: 1, district: { id: district.id, name: expect.any(String) } });
    expect(saved.childs.length).toBeGreaterThan(1);
  });

  it('places a pick-up order on the seeded stock and takes it from that pharmacy', async () => {
    const check = (
      await t.app.inject({ method: 'POST', url: '/api/v2/cart-check', payload: { drugs: [line] } })
    ).json();
    expect(check.drugs).toEqual([expect.objectContaining({ drug_id: line.drug_id, is_count_exist: true })]);
    const placed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/cart',
        payload: {
          drugs: [{ drug_id: line.drug_id, qty: line.qty }],
          type: 'pickup',
          store_id: line.pharmacy_id,
          device: 'mobile',
        },
        headers: user,
      })
    ).json();
    expect(placed).toMatchObject({ status: 1, order_id: expect.any(Number), orders_count: 1 });
    const left = (await t.db
      .prepare('SELECT qty FROM drug_stock WHERE drug_id = ? AND pharmacy_id = ?')
      .get(line.drug_id, line.pharmacy_id)) as { qty: number };
    expect(left.qty).toBe(line.stock - line.qty);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v1/order/${placed.order_id}`, headers: user })
    ).json();
    expect(order.store).toMatchObject({
      id: line.pharmacy_id,
      opens: expect.any(String),
      lat: expect.any(Number),
    });
  });

  it('answers 400 for an unknown region rather than guessing', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart-check?region=999999',
      payload: { drugs: [line] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: 0,
      code: 'unknown_region',
      msg: 'Unknown region 999999',
      region: 999999,
    });
  });
});

describe('API: orders for the last units of the seeded stock, placed at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ accounts: { orderMinimum: 1 } });
  });
  afterAll(() => t.close());

  it('sells the last 7 units to exactly 7 of 30 orders arriving together, and leaves none behind', async () => {
    const users: Array<{ authorization: string }> = [];
    for (const phone of ['998909990011', '998909990012', '998909990013']) {
      users.push({ authorization: (await t.signIn(phone)).authorization });
    }
    const held = (await t.db
      .prepare(
        `SELECT s.drug_id, s.pharmacy_id FROM drug_stock s JOIN pharmacies p ON p.id = s.pharmacy_id
         WHERE p.region_id = 1 AND s.qty > 0 ORDER BY s.drug_id, s.pharmacy_id LIMIT 1`,
      )
      .get()) as { drug_id: number; pharmacy_id: number };
    const left = t.db.prepare('SELECT qty FROM drug_stock WHERE drug_id = ? AND pharmacy_id = ?');
    await t.db
      .prepare('UPDATE drug_stock SET qty = 7 WHERE drug_id = ? AND pharmacy_id = ?')
      .run(held.drug_id, held.pharmacy_id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/cart',
          payload: {
            drugs: [{ drug_id: held.drug_id, qty: 1 }],
            type: 'pickup',
            store_id: held.pharmacy_id,
            device: 'mobile',
          },
          headers: users[i % users.length],
        }),
      ),
    );
    // Every refusal is the shop's answer (200, "not available"), never a failed write.
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    const statuses = answers.map((answer) => answer.json().status);
    expect(statuses.filter((status) => status === 1)).toHaveLength(7);
    expect(statuses.filter((status) => status === 0)).toHaveLength(23);
    expect(await left.get(held.drug_id, held.pharmacy_id)).toEqual({ qty: 0 });
    const orders = (await t.db
      .prepare('SELECT COUNT(*) AS n FROM order_items WHERE drug_id = ?')
      .get(held.drug_id)) as { n: number };
    expect(orders.n).toBe(7);
  });
});
