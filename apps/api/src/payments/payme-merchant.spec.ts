import { createTestApp, type TestApp } from '../http/testing';
import { shopperCalls } from './testing';
import { createFakePayme, type FakePayme, paymeTransactionId } from './fake-payme';
import { PaymeError } from './payme-merchant-routes';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const KEY = 'test-payme-key-3f9a';
const HOUR = 3_600_000;

/** Payme's Merchant API as Payme calls it (the fake), against a real server and database. */
describe('Payme Merchant API', () => {
  let t: TestApp;
  let payme: FakePayme;
  let shopper: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({
      smallCatalogue: true,
      accounts: {
        orderMinimum: 1_000,
        payments: {
          providers: ['payme'],
          holdMinutes: 30,
          siteUrl: 'https://gopharm.uz',
          payme: {
            merchantId: '5e730e8e0b852a417aa49ceb',
            key: KEY,
            checkoutUrl: 'https://checkout.paycom.uz',
            apiUrl: 'https://checkout.paycom.uz/api',
          },
        },
      },
    });
    payme = createFakePayme(async (payload, headers) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/v1/payments/payme', payload, headers });
      return { status: answer.statusCode, body: answer.json() };
    }, KEY);
    shopper = await t.signIn('998901390002');
  });
  afterAll(() => t.close());

  const calls = () => shopperCalls(t, shopper);
  const stock = () => calls().stock();
  const order = (id: number) => calls().order(id);
  const payments = (orderId: number) =>
    t.db
      .prepare('SELECT provider_tx_id, state, amount, reason FROM payments WHERE order_id = ? ORDER BY id')
      .all(orderId);
  /** A card order sent to Payme's page: its id and what Payme is to charge, in tiyin. */
  const cardOrder = async (payment_type: 1 | 2 = 2): Promise<{ id: number; amount: number }> => {
    const id = await calls().place(payment_type);
    const { total } = await order(id);
    if (payment_type === 2) {
      const checkout = await calls().checkout({ order_id: id });
      const url = new URL(checkout.json().redirect_url);
      expect(url.origin).toBe('https://checkout.paycom.uz');
      expect(Buffer.from(url.pathname.slice(1), 'base64').toString()).toBe(
        `m=5e730e8e0b852a417aa49ceb;ac.order_id=${id};a=${total * 100};c=https://gopharm.uz/orders/${id};l=ru`,
      );
    }
    return { id, amount: total * 100 };
  };
  const errorOf = (answer: { status: number; body: { error?: { code: number } } }) => {
    expect(answer.status).toBe(200);
    return answer.body.error?.code;
  };

  it('refuses a wrong key, or none, on every method, and changes nothing', async () => {
    const { id, amount } = await cardOrder();
    const txId = paymeTransactionId();
    const calls: Array<[string, Record<string, unknown>]> = [
      ['CheckPerformTransaction', { amount, account: { order_id: String(id) } }],
      ['CreateTransaction', { id: txId, time: Date.now(), amount, account: { order_id: String(id) } }],
      ['PerformTransaction', { id: txId }],
      ['CancelTransaction', { id: txId, reason: 5 }],
      ['CheckTransaction', { id: txId }],
      ['GetStatement', { from: 0, to: Date.now() }],
    ];
    for (const [method, params] of calls) {
      for (const wrong of ['', `${KEY}x`, KEY.slice(0, -1), 'x'.repeat(KEY.length)]) {
        expect([method, errorOf(await payme.call(method, params, wrong))]).toEqual([
          method,
          PaymeError.insufficientPrivilege,
        ]);
      }
      const bare = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/payme',
        payload: JSON.stringify({ id: 1, method, params }),
        headers: { 'content-type': 'application/json' },
      });
      expect(bare.json().error.code).toBe(PaymeError.insufficientPrivilege);
    }
    expect(await payments(id)).toEqual([]);
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'waiting' });
  });

  it('answers malformed calls in JSON-RPC terms, every error in ru, uz and en', async () => {
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/payme',
        payload,
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`Paycom:${KEY}`).toString('base64')}`,
        },
      });
    const parse = await raw('{"method": ');
    expect([parse.statusCode, parse.json().error.code]).toEqual([200, PaymeError.parse]);
    expect((await raw('{"id": 3, "method": "CheckTransaction"}')).json()).toMatchObject({
      id: 3,
      error: { code: PaymeError.invalidRequest },
    });
    expect(errorOf(await payme.call('ChargeEverything', {}))).toBe(PaymeError.methodNotFound);
    expect(errorOf(await payme.call('toString', {}))).toBe(PaymeError.methodNotFound);
    expect(errorOf(await payme.call('CreateTransaction', { id: 'x', amount: 100 }))).toBe(
      PaymeError.invalidRequest,
    );
    const answer = await payme.check('nothing-like-it');
    expect(answer.body.error).toEqual({
      code: PaymeError.transactionNotFound,
      message: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' },
    });
  });

  it('checks the order and the amount to the tiyin', async () => {
    const { id, amount } = await cardOrder();
    expect((await payme.checkPerform(id, amount)).body.result).toEqual({ allow: true });
    expect(errorOf(await payme.checkPerform(id, amount - 1))).toBe(PaymeError.wrongAmount);
    expect(errorOf(await payme.checkPerform(id, amount + 1))).toBe(PaymeError.wrongAmount);
    expect(errorOf(await payme.checkPerform(id, amount + 0.5))).toBe(PaymeError.wrongAmount);
    const missing = await payme.checkPerform(999_999, amount);
    expect(missing.body.error).toMatchObject({ code: PaymeError.orderNotFound, data: 'order_id' });
    expect(missing.body.error?.message.uz).toBe('Buyurtma topilmadi');
    expect(errorOf(await payme.checkPerform('12abc', amount))).toBe(PaymeError.orderNotFound);
    // A cash order does not await a card payment.
    const cash = await cardOrder(1);
    expect(errorOf(await payme.checkPerform(cash.id, cash.amount))).toBe(PaymeError.orderNotPayable);
    expect(await payments(id)).toEqual([]);
  });

  it('creates, performs and checks a payment; each call sent again answers the same and pays once', async () => {
    const before = await stock();
    const { id, amount } = await cardOrder();
    const txId = paymeTransactionId();
    const created = await payme.create(txId, id, amount, Date.now());
    expect(created.body.result).toEqual({
      create_time: expect.any(Number),
      transaction: expect.any(String),
      state: 1,
    });
    expect((await payme.create(txId, id, amount)).body.result).toEqual(created.body.result);
    // Another transaction for the same order while this one is open: the order awaits it.
    const other = await payme.create(paymeTransactionId(), id, amount);
    expect(other.body.error).toMatchObject({ code: PaymeError.orderAwaitsPayment, data: 'order_id' });
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'waiting' });

    const performed = await Promise.all([payme.perform(txId), payme.perform(txId)]);
    expect(performed[0].body.result).toEqual({
      transaction: created.body.result!.transaction,
      perform_time: expect.any(Number),
      state: 2,
    });
    expect(performed[1].body.result).toEqual(performed[0].body.result);
    expect((await payme.perform(txId)).body.result).toEqual(performed[0].body.result);
    expect(await order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
    expect(await payments(id)).toEqual([{ provider_tx_id: txId, state: 2, amount, reason: null }]);
    expect(await stock()).toBe(before - 2);

    expect((await payme.check(txId)).body.result).toEqual({
      create_time: created.body.result!.create_time,
      perform_time: performed[0].body.result!.perform_time,
      cancel_time: 0,
      transaction: created.body.result!.transaction,
      state: 2,
      reason: null,
    });
    // Create sent again after the payment: the transaction is no longer open.
    expect(errorOf(await payme.create(txId, id, amount))).toBe(PaymeError.cannotPerform);
    expect(errorOf(await payme.checkPerform(id, amount))).toBe(PaymeError.orderNotPayable);
  });

  it('refuses calls out of order: perform or cancel before create', async () => {
    const { id, amount } = await cardOrder();
    const txId = paymeTransactionId();
    expect(errorOf(await payme.perform(txId))).toBe(PaymeError.transactionNotFound);
    expect(errorOf(await payme.cancel(txId, 3))).toBe(PaymeError.transactionNotFound);
    expect(await payments(id)).toEqual([]);
    expect(errorOf(await payme.create(txId, id, amount - 1))).toBe(PaymeError.wrongAmount);
    expect(await payments(id)).toEqual([]);
  });

  it('cancels an open transaction (-1): the payment failed, the stock is back, a late perform is refused', async () => {
    const before = await stock();
    const { id, amount } = await cardOrder();
    const txId = paymeTransactionId();
    await payme.create(txId, id, amount);
    const cancelled = await payme.cancel(txId, 3);
    expect(cancelled.body.result).toEqual({
      transaction: expect.any(String),
      cancel_time: expect.any(Number),
      state: -1,
    });
    expect((await payme.cancel(txId, 3)).body.result).toEqual(cancelled.body.result);
    expect(errorOf(await payme.perform(txId))).toBe(PaymeError.cannotPerform);
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'failed' });
    expect(await stock()).toBe(before);
    expect((await payme.check(txId)).body.result).toMatchObject({ state: -1, reason: 3 });
  });

  it('cancels a transaction not performed within 12 hours (reason 4)', async () => {
    const { id, amount } = await cardOrder();
    const txId = paymeTransactionId();
    await payme.create(txId, id, amount);
    t.advance(12 * HOUR + 1);
    expect(errorOf(await payme.perform(txId))).toBe(PaymeError.cannotPerform);
    expect((await payme.check(txId)).body.result).toMatchObject({ state: -1, reason: 4 });
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'failed' });
  });

  it('refunds a performed transaction (-2): the order is called off; never once it was handed over', async () => {
    const { id, amount } = await cardOrder();
    const { id: txId } = await payme.pay(id, amount);
    const refunded = await payme.cancel(txId, 5);
    expect(refunded.body.result).toMatchObject({ state: -2 });
    expect((await payme.cancel(txId, 5)).body.result).toEqual(refunded.body.result);
    expect(await order(id)).toMatchObject({
      is_paid: false,
      payment_state: 'refunded',
      status: 'cancel_by_admin',
    });
    expect((await payme.check(txId)).body.result).toMatchObject({ state: -2, reason: 5 });

    const delivered = await cardOrder();
    const paid = await payme.pay(delivered.id, delivered.amount);
    expect(await t.setOrderStatus(delivered.id, 'picked_up')).toBe(true);
    expect(errorOf(await payme.cancel(paid.id, 5))).toBe(PaymeError.cannotCancel);
    expect(await order(delivered.id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
  });

  it('lists the transactions made in a period (GetStatement)', async () => {
    const from = Date.now();
    const { id, amount } = await cardOrder();
    const { id: txId } = await payme.pay(id, amount);
    const { result } = (await payme.statement(from, Date.now() + 1000)).body;
    expect(result!.transactions).toContainEqual({
      id: txId,
      time: expect.any(Number),
      amount,
      account: { order_id: String(id) },
      create_time: expect.any(Number),
      perform_time: expect.any(Number),
      cancel_time: 0,
      transaction: expect.any(String),
      state: 2,
      reason: null,
    });
    expect((await payme.statement(0, from - 1)).body.result!.transactions).not.toContainEqual(
      expect.objectContaining({ id: txId }),
    );
  });
});
