import { createTestApp, type TestApp } from '../http/testing';
import { shopperCalls } from './testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

/**
 * A card order paid on the provider's page (issue 39), with the development provider standing in for Payme and
 * Click: the order waits for the payment, holds its stock, and is paid only when the provider performs it.
 */
describe('card orders: checkout through the provider page', () => {
  let t: TestApp;
  let shopper: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({
      smallCatalogue: true,
      accounts: { orderMinimum: 1_000, payments: { providers: ['dev'], holdMinutes: 30 }, holdSweepMs: 20 },
    });
    shopper = await t.signIn('998901390001');
  });
  afterAll(() => t.close());

  const calls = () => shopperCalls(t, shopper);
  const stock = () => calls().stock();
  const placeCardOrder = () => calls().place();
  const order = (id: number) => calls().order(id);
  const checkout = (order_id: number, return_path = `/orders/${order_id}`) =>
    calls().checkout({ order_id, return_path });
  /** The development page's button, as the browser posts its form. */
  const press = (url: string, outcome: 'pay' | 'decline') => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const form = new URLSearchParams({
      amount: searchParams.get('amount')!,
      return: searchParams.get('return')!,
      lan: searchParams.get('lan')!,
      outcome,
    });
    return t.app.inject({
      method: 'POST',
      url: pathname,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };

  it('waits for the payment, sends the shopper to the provider page, and is paid only when it performs', async () => {
    const before = await stock();
    const id = await placeCardOrder();
    expect(await stock()).toBe(before - 2);
    const placed = await order(id);
    expect(placed).toMatchObject({ is_paid: false, payment_state: 'waiting', payment_type: 2 });

    const answer = await checkout(id, `/uz/orders/${id}`);
    expect(answer.json()).toMatchObject({ status: 1, paid: false });
    const url: string = answer.json().redirect_url;
    expect(url).toBe(`/api/dev/pay/${id}?amount=${placed.total * 100}&return=%2Fuz%2Forders%2F${id}&lan=uz`);
    // Coming back is not paying.
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'waiting' });

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sinov toʻlov sahifasi');
    expect(page.body).toContain('Payme va Click yoʻq');

    const paid = await press(url, 'pay');
    expect([paid.statusCode, paid.headers.location]).toEqual([303, `/uz/orders/${id}`]);
    expect(await order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
    expect(await stock()).toBe(before - 2);

    // The same button again: nothing is paid twice.
    expect((await press(url, 'pay')).statusCode).toBe(409);
    const payments = await t.db.prepare('SELECT state FROM payments WHERE order_id = ?').all(id);
    expect(payments).toEqual([{ state: 2 }]);
    expect((await checkout(id)).json()).toMatchObject({ status: 0, code: 'already_paid' });
  });

  it('a declined payment gives the stock back and leaves the order to be paid again', async () => {
    const before = await stock();
    const id = await placeCardOrder();
    const url = (await checkout(id)).json().redirect_url;
    const declined = await press(url, 'decline');
    expect([declined.statusCode, declined.headers.location]).toEqual([303, `/orders/${id}`]);
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'failed' });
    expect(await stock()).toBe(before);
    // "Pay" on the old page after the decline: refused, the order is not waiting.
    expect((await press(url, 'pay')).statusCode).toBe(409);

    const again = (await checkout(id)).json().redirect_url;
    expect(await order(id)).toMatchObject({ payment_state: 'waiting' });
    expect(await stock()).toBe(before - 2);
    expect((await press(again, 'pay')).statusCode).toBe(303);
    expect(await order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
  });

  it('gives the stock back when the hold runs out unpaid, and a late payment is refused', async () => {
    const before = await stock();
    const id = await placeCardOrder();
    const url = (await checkout(id)).json().redirect_url;
    expect(await stock()).toBe(before - 2);
    t.advance(29 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await order(id)).toMatchObject({ payment_state: 'waiting' });
    t.advance(2 * 60_000);
    // The sweep looks every 20 ms here (every minute on a real server).
    for (let tries = 0; tries < 100 && (await order(id)).payment_state === 'waiting'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'failed' });
    expect(await stock()).toBe(before);
    expect((await press(url, 'pay')).statusCode).toBe(409);
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'failed' });
  });

  it('takes a waiting order off the timer once it is paid another way or called off', async () => {
    const before = await stock();
    const paidInCash = await placeCardOrder();
    const cancelled = await placeCardOrder();
    // Paid on the order-payment page instead (cash at the pharmacy): no longer waiting for a provider.
    const cash = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order-payment',
      payload: { order_id: paidInCash, payment_type: 1 },
      headers: shopper,
    });
    expect(cash.json()).toMatchObject({ status: 1 });
    expect(await order(paidInCash)).toMatchObject({ payment_type: 1, payment_state: 'not_paid' });
    await t.setOrderStatus(cancelled, 'cancelled_by_store');
    t.advance(31 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = await t.db
      .prepare('SELECT id FROM orders WHERE stock_held_until IS NOT NULL AND id IN (?, ?)')
      .all(paidInCash, cancelled);
    expect(held).toEqual([]);
    // Neither gave its stock back through the payment timer: the one called off gave its 2 back once, when the
    // store cancelled it (orders/order-status.ts).
    expect(await stock()).toBe(before - 2);
  });

  it('a cash order reads "not paid"', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart',
      payload: { drugs: [{ drug_id: 1, qty: 1 }], type: 'pickup', store_id: 11 },
      headers: shopper,
    });
    expect(await order(answer.json().order_id)).toMatchObject({ is_paid: false, payment_state: 'not_paid' });
  });
});
