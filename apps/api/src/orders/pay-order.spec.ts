import { createTestApp, type TestApp } from '../http/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

/**
 * Exactness of money under requests that arrive together (issue 38, item 1), on this run's engine: cashback is spent
 * once, an order is paid once. The same races over two processes on PostgreSQL: multi-instance.postgres.spec.ts.
 */
describe('paying orders: cashback and payment under concurrent requests', () => {
  let t: TestApp;
  let shopper: { authorization: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp({ smallCatalogue: true, accounts: { orderMinimum: 1_000, cashbackPercent: 50 } });
    shopper = await t.signIn('998901380001');
  });
  afterAll(() => t.close());

  const place = async (qty: number): Promise<number> => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart',
      payload: { drugs: [{ drug_id: 1, qty }], type: 'pickup', store_id: 11 },
      headers: shopper,
    });
    expect(answer.json()).toMatchObject({ status: 1 });
    return answer.json().order_id;
  };
  const pay = (order_id: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order-payment',
      payload: { order_id, payment_type: 1, cash_pay: true },
      headers: shopper,
    });
  const balance = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/user-cashback', headers: shopper })).json().cash;
  /** Cashback from a picked-up order of `qty` packs (half its price at 50 %). */
  const earn = async (qty: number) => {
    expect(await t.setOrderStatus(await place(qty), 'picked_up')).toBe(true);
  };

  it('spends a balance once when six orders are paid with it at the same moment', async () => {
    await earn(2);
    const start = await balance();
    expect(start).toBeGreaterThan(0);
    // Each order costs more than the whole balance: had each payment read the balance before any spent it, each
    // would have spent all of it.
    const orders = await Promise.all(Array.from({ length: 6 }, () => place(4)));
    const answers = await Promise.all(orders.map(pay));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const used = await Promise.all(
      orders.map(
        async (id) =>
          (await t.app.inject({ method: 'GET', url: `/api/v1/order-payment/${id}`, headers: shopper })).json()
            .cash,
      ),
    );
    expect(await balance()).toBe(0);
    // `cash` of an order is the balance (now 0) plus what that order took: together, exactly the start.
    expect(used.reduce((sum, cash) => sum + cash, 0)).toBe(start);
  });

  it('pays one order once when the same payment comes six times at once', async () => {
    await earn(10);
    const before = await balance();
    const order = await place(2);
    const answers = (await Promise.all(Array.from({ length: 6 }, () => pay(order)))).map((a) => a.json());
    expect(answers.filter((answer) => answer.msg === 'Paid')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'already_paid')).toHaveLength(5);
    const total = (
      await t.app.inject({ method: 'GET', url: `/api/v1/order/${order}`, headers: shopper })
    ).json().total;
    expect(await balance()).toBe(before - total);
  });
});
