import { type Catalogue, createCatalogue } from '../catalogue';
import { createTestApp, orderStatusDeps, type TestApp } from '../http/testing';
import { shopperCalls } from './testing';
import { createCashbackRepo } from '../orders/cashback';
import { createOrdersRepo } from '../orders/orders-repo';
import { createFakePayme, type FakePayme } from './fake-payme';
import { startFakePaymeSubscribe } from './fake-payme-subscribe';
import { createPaymentLedger } from './payment-ledger';
import type { PaymeConfig } from './payments-config';
import { createPaymentsRepo } from './payments-repo';
import { createRefunds } from './refund-order';
import { PaymeError } from './payme-merchant-routes';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const KEY = 'refund-spec-payme-key';
const FEED_TOKEN = 'refund-spec-order-feed-token-0123456789';

/** Refunds when a paid order is called off (issue 39, item 5): through the provider that took the money. */
describe('refundOrder', () => {
  let t: TestApp;
  let payme: FakePayme;
  let subscribe: Awaited<ReturnType<typeof startFakePaymeSubscribe>>;
  let config: PaymeConfig;
  let shopper: { authorization: string };
  let catalogue: Catalogue;
  beforeAll(async () => {
    subscribe = await startFakePaymeSubscribe({
      merchantId: 'refund-cashbox',
      key: KEY,
      merchant: { cancel: (id, reason) => payme.cancel(id, reason) },
    });
    config = {
      merchantId: 'refund-cashbox',
      key: KEY,
      checkoutUrl: 'https://checkout.paycom.uz',
      apiUrl: subscribe.url,
    };
    t = await createTestApp({
      smallCatalogue: true,
      accounts: {
        orderMinimum: 1_000,
        cashbackPercent: 50,
        orderFeedToken: FEED_TOKEN,
        payments: {
          providers: ['payme', 'dev'],
          holdMinutes: 30,
          siteUrl: 'https://gopharm.uz',
          payme: config,
        },
      },
    });
    payme = createFakePayme(async (payload, headers) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/v1/payments/payme', payload, headers });
      return { status: answer.statusCode, body: answer.json() };
    }, KEY);
    shopper = await t.signIn('998901390004');
    catalogue = await createCatalogue(t.db);
  });
  afterAll(async () => {
    await t.close();
    await subscribe.close();
  });

  /** refundOrder over the test's database, as the server builds it. */
  const refundsWith = (payme: PaymeConfig) => {
    const clock = () => new Date();
    const payments = createPaymentsRepo(t.db);
    const ledger = createPaymentLedger({
      db: t.db,
      orders: createOrdersRepo(t.db, clock),
      cashback: createCashbackRepo(t.db, clock),
      payments,
      stock: catalogue.stock,
      clock,
      holdMinutes: 30,
      status: orderStatusDeps(t.db, clock, catalogue),
    });
    return createRefunds({ ledger, payments, payme, log: { warn: () => undefined } });
  };
  const order = (id: number) => shopperCalls(t, shopper).order(id);
  const place = (payment_type: 1 | 2, qty = 2) => shopperCalls(t, shopper).place(payment_type, qty);
  const balance = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/user-cashback', headers: shopper })).json().cash;
  const checkout = async (order_id: number, provider: 'payme' | 'dev', cash_pay = false) =>
    (await shopperCalls(t, shopper).checkout({ order_id, provider, cash_pay })).json();
  /** "Pay" on the development provider's page the checkout's answer points to. */
  const payOnDevPage = async (redirectUrl: string) => {
    const url = new URL(redirectUrl, 'http://localhost');
    const form = new URLSearchParams({ amount: url.searchParams.get('amount')!, return: '/', lan: 'ru' });
    form.set('outcome', 'pay');
    await t.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };

  it('refunds a development payment, returns the cashback it used, and refunds once', async () => {
    // A pick-up order (payments/testing.ts) earns its cashback when picked up.
    expect(await t.setOrderStatus(await place(1, 4), 'picked_up')).toBe(true);
    const cash = await balance();
    expect(cash).toBeGreaterThan(0);
    const id = await place(2, 20);
    const { redirect_url } = await checkout(id, 'dev', true);
    expect(await balance()).toBe(0);
    await payOnDevPage(redirect_url);
    expect(await order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });

    const refunds = refundsWith(config);
    expect(await refunds.refundOrder(id)).toEqual({ kind: 'refunded' });
    expect(await order(id)).toMatchObject({
      is_paid: false,
      payment_state: 'refunded',
      status: 'cancel_by_admin',
    });
    expect(await balance()).toBe(cash);
    expect(await refunds.refundOrder(id)).toEqual({ kind: 'nothing-to-refund' });
    expect(await balance()).toBe(cash);
  });

  it('refunds a Payme payment through receipts.cancel, Payme then cancelling the transaction (-2)', async () => {
    const id = await place(2);
    await checkout(id, 'payme');
    const { total } = await order(id);
    const { id: txId } = await payme.pay(id, total * 100);
    expect(await order(id)).toMatchObject({ is_paid: true });

    expect(await refundsWith(config).refundOrder(id)).toEqual({ kind: 'refunded' });
    expect(subscribe.calls.at(-1)).toEqual({
      method: 'receipts.cancel',
      params: { id: txId },
      auth: `refund-cashbox:${KEY}`,
    });
    expect((await payme.check(txId)).body.result).toMatchObject({ state: -2, reason: 5 });
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'refunded' });
    expect(await refundsWith(config).refundOrder(id)).toEqual({ kind: 'nothing-to-refund' });
  });

  it('reports a refund Payme refused, and the order stays paid', async () => {
    const id = await place(2);
    await checkout(id, 'payme');
    const { total } = await order(id);
    await payme.pay(id, total * 100);
    const refused = await refundsWith({ ...config, key: 'not-the-key' }).refundOrder(id);
    expect(refused).toEqual({ kind: 'failed', reason: 'Payme error -32504' });
    expect(await order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
  });

  it("refunds a paid card order once the store's cancellation is written, whoever reports it", async () => {
    const id = await place(2);
    await payOnDevPage((await checkout(id, 'dev')).redirect_url);
    expect(await order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
    const occurred_at = new Date().toISOString();
    const cancel = (event_id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/status-events',
        headers: { authorization: `Bearer ${FEED_TOKEN}` },
        payload: {
          event_id,
          order_id: id,
          status: 'cancelled_by_store',
          occurred_at,
        },
      });
    expect((await cancel('refund-spec-cancel-1')).statusCode).toBe(200);
    // The refund starts after the cancellation commits (orders/order-status.ts): give it its turn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'refunded' });
    // The event again, and another cancellation: nothing is refunded twice.
    expect((await cancel('refund-spec-cancel-1')).statusCode).toBe(200);
    expect((await cancel('refund-spec-cancel-2')).statusCode).toBe(409);
    const refunds = await t.db
      .prepare('SELECT COUNT(*) AS n FROM payments WHERE order_id = ? AND state = -2')
      .get<{ n: number }>(id);
    expect(refunds?.n).toBe(1);
  });

  it("refunds a paid card order the shopper cancels on the order's page, and the answer says so", async () => {
    const id = await place(2);
    await payOnDevPage((await checkout(id, 'dev')).redirect_url);
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/order/${id}/cancel`,
        headers: shopper,
      });
    // The page shows the order the answer carries: refunded already, not "paid" until a reload.
    const refunded = { status: 'cancelled_by_user', is_paid: false, payment_state: 'refunded' };
    expect((await cancel()).json()).toMatchObject({ status: 1, order: refunded });
    expect(await order(id)).toMatchObject(refunded);
    // Tapped again: the same answer, and one refund.
    expect((await cancel()).json()).toMatchObject({ status: 1, order: refunded });
    const refunds = await t.db
      .prepare('SELECT COUNT(*) AS n FROM payments WHERE order_id = ? AND state = -2')
      .get<{ n: number }>(id);
    expect(refunds?.n).toBe(1);
  });

  it('does not take a payment for an order called off while its transaction was open', async () => {
    const id = await place(2);
    await checkout(id, 'payme');
    const { total } = await order(id);
    const txId = 'a'.repeat(24);
    expect((await payme.create(txId, id, total * 100)).body.result).toMatchObject({ state: 1 });
    await t.setOrderStatus(id, 'cancelled_by_store');
    expect((await payme.perform(txId)).body.error?.code).toBe(PaymeError.cannotPerform);
    expect((await payme.check(txId)).body.result).toMatchObject({ state: -1, reason: 3 });
    expect(await order(id)).toMatchObject({ is_paid: false });
  });
});
