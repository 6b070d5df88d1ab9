import { createTestApp, type TestApp } from '../http/testing';
import { clickToServer, shopperCalls } from './testing';
import { ClickError } from './click-shop-routes';
import { type ClickTransport, createFakeClick, type FakeClick, startFakeClickMerchant } from './fake-click';
import { tiyinAsSum } from './payment-providers';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const CLICK_USER = '31337';
const FEED_TOKEN = 'click-spec-order-feed-token-0123456789';
const CLICK = {
  serviceId: '101',
  merchantId: '202',
  secretKey: 'click-secret-7e1',
  payUrl: 'https://my.click.uz/services/pay',
  merchantApiUrl: 'https://api.click.uz/v2/merchant',
};

/** Click's SHOP API as Click calls it (the fake), against a real server and database. */
describe('Click SHOP API', () => {
  let t: TestApp;
  let click: FakeClick;
  let shopper: { authorization: string };
  let nextTrans = 5_000_000;
  let merchant: Awaited<ReturnType<typeof startFakeClickMerchant>>;
  beforeAll(async () => {
    merchant = await startFakeClickMerchant({ ...CLICK, userId: CLICK_USER });
    t = await createTestApp({
      smallCatalogue: true,
      accounts: {
        orderMinimum: 1_000,
        payments: {
          providers: ['click'],
          holdMinutes: 30,
          siteUrl: 'https://gopharm.uz',
          click: { ...CLICK, merchantUserId: CLICK_USER, merchantApiUrl: merchant.url },
        },
        orderFeedToken: FEED_TOKEN,
      },
    });
    click = createFakeClick(toServer, CLICK);
    shopper = await t.signIn('998901390003');
  });
  afterAll(async () => {
    await t.close();
    await merchant.close();
  });

  /** The fake's calls to this test's server. */
  const toServer: ClickTransport = (path, form) => clickToServer(t)(path, form);

  const transId = () => String(nextTrans++);
  const order = (id: number) => shopperCalls(t, shopper).order(id);
  const payments = (orderId: number) =>
    t.db
      .prepare('SELECT provider_tx_id, state, amount FROM payments WHERE order_id = ? ORDER BY id')
      .all(orderId);
  /** A card order sent to Click's page: its id and the amount as Click writes it. */
  const cardOrder = async (): Promise<{ id: number; amount: string; tiyin: number }> => {
    const id = await shopperCalls(t, shopper).place();
    const checkout = await shopperCalls(t, shopper).checkout({
      order_id: id,
      provider: 'click',
      return_path: `/uz/orders/${id}`,
    });
    const url = new URL(checkout.json().redirect_url);
    const tiyin = (await order(id)).total * 100;
    expect(url.searchParams.get('transaction_param')).toBe(String(id));
    expect(url.searchParams.get('amount')).toBe(tiyinAsSum(tiyin));
    return { id, amount: tiyinAsSum(tiyin), tiyin };
  };

  it('prepares and completes a payment; each sent again answers the same and pays once', async () => {
    const { id, amount, tiyin } = await cardOrder();
    const trans = transId();
    const prepared = await click.prepare(trans, id, amount);
    expect(prepared).toEqual({
      status: 200,
      body: {
        click_trans_id: Number(trans),
        merchant_trans_id: String(id),
        merchant_prepare_id: expect.any(Number),
        error: 0,
        error_note: 'Success',
      },
    });
    expect((await click.prepare(trans, id, amount)).body).toEqual(prepared.body);
    const prepareId = String(prepared.body.merchant_prepare_id);
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'waiting' });

    const completed = await Promise.all([
      click.complete(trans, id, amount, prepareId),
      click.complete(trans, id, amount, prepareId),
    ]);
    for (const answer of completed) {
      expect(answer.body).toEqual({
        click_trans_id: Number(trans),
        merchant_trans_id: String(id),
        merchant_confirm_id: prepared.body.merchant_prepare_id,
        error: 0,
        error_note: 'Success',
      });
    }
    expect(await order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
    expect(await payments(id)).toEqual([{ provider_tx_id: trans, state: 2, amount: tiyin }]);
    // Prepare after it was paid, by this transaction or another.
    expect((await click.prepare(trans, id, amount)).body.error).toBe(ClickError.alreadyPaid);
    expect((await click.prepare(transId(), id, amount)).body.error).toBe(ClickError.alreadyPaid);
  });

  it('refuses a wrong signature on either call (-1), and changes nothing', async () => {
    const { id, amount } = await cardOrder();
    const trans = transId();
    const forged = () => 'a'.repeat(32);
    const prepare = { click_trans_id: trans, merchant_trans_id: String(id), amount, action: '0' };
    expect((await click.post('prepare', prepare, forged)).body.error).toBe(ClickError.signCheckFailed);
    const wrongKey = createFakeClick(toServer, { ...CLICK, secretKey: `${CLICK.secretKey}x` });
    expect((await wrongKey.prepare(trans, id, amount)).body).toMatchObject({
      error: ClickError.signCheckFailed,
      error_note: 'SIGN CHECK FAILED!',
    });
    expect(await payments(id)).toEqual([]);
    const prepared = await click.prepare(trans, id, amount);
    const prepareId = String(prepared.body.merchant_prepare_id);
    expect((await wrongKey.complete(trans, id, amount, prepareId)).body.error).toBe(
      ClickError.signCheckFailed,
    );
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'waiting' });
  });

  it('answers each of its error codes', async () => {
    const { id, amount, tiyin } = await cardOrder();
    const trans = transId();
    // -2: a tiyin more or less than is due.
    expect((await click.prepare(trans, id, tiyinAsSum(tiyin + 1))).body.error).toBe(
      ClickError.incorrectAmount,
    );
    expect((await click.prepare(trans, id, tiyinAsSum(tiyin - 1))).body.error).toBe(
      ClickError.incorrectAmount,
    );
    expect((await click.prepare(trans, id, '12.345')).body.error).toBe(ClickError.incorrectAmount);
    // -3: Complete's action on the Prepare address.
    const asComplete = { click_trans_id: trans, merchant_trans_id: String(id), amount, action: '1' };
    expect((await click.post('prepare', asComplete)).body.error).toBe(ClickError.actionNotFound);
    // -5: no such order.
    expect((await click.prepare(trans, 999_999, amount)).body.error).toBe(ClickError.orderNotFound);
    // -6: Complete before Prepare, or naming another prepare id.
    expect((await click.complete(trans, id, amount, '1')).body.error).toBe(ClickError.transactionNotFound);
    // -8: a field missing, or another service.
    expect((await click.post('prepare', { ...asComplete, action: '0', service_id: '999' })).body.error).toBe(
      ClickError.badRequest,
    );
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/click/prepare',
      payload: 'click_trans_id=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bare.json()).toMatchObject({
      error: ClickError.badRequest,
      error_note: 'Error in request from click',
    });
    expect(await payments(id)).toEqual([]);

    // -9: Click reports the payment failed: the transaction is cancelled, the order's payment failed.
    const prepared = await click.prepare(trans, id, amount);
    const prepareId = String(prepared.body.merchant_prepare_id);
    expect((await click.complete(trans, id, amount, prepareId, '-5017')).body.error).toBe(
      ClickError.transactionCancelled,
    );
    expect((await click.complete(trans, id, amount, prepareId)).body.error).toBe(
      ClickError.transactionCancelled,
    );
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'failed' });
    expect(await payments(id)).toEqual([{ provider_tx_id: trans, state: -1, amount: tiyin }]);
  });

  it('refuses a Complete whose amount differs from the prepared one by a tiyin', async () => {
    const { id, amount, tiyin } = await cardOrder();
    const trans = transId();
    const prepareId = String((await click.prepare(trans, id, amount)).body.merchant_prepare_id);
    expect((await click.complete(trans, id, tiyinAsSum(tiyin - 1), prepareId)).body.error).toBe(
      ClickError.incorrectAmount,
    );
    expect(await order(id)).toMatchObject({ is_paid: false });
    expect((await click.complete(trans, id, amount, prepareId)).body.error).toBe(ClickError.success);
  });
  it("refunds a paid Click payment through the Merchant API's reversal when the store calls it off", async () => {
    const { id, amount } = await cardOrder();
    const trans = transId();
    const prepared = await click.prepare(trans, id, amount);
    await click.complete(trans, id, amount, String(prepared.body.merchant_prepare_id));
    expect(await order(id)).toMatchObject({ is_paid: true });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/status-events',
      headers: { authorization: `Bearer ${FEED_TOKEN}` },
      payload: {
        event_id: `click-refund-${id}`,
        order_id: id,
        status: 'cancelled_by_store',
        occurred_at: new Date().toISOString(),
      },
    });
    expect(cancel.statusCode).toBe(200);
    // The refund starts after the cancellation commits (orders/order-status.ts).
    for (let tries = 0; tries < 50 && (await order(id)).payment_state !== 'refunded'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await order(id)).toMatchObject({ is_paid: false, payment_state: 'refunded' });
    expect(merchant.reversals).toEqual([trans]);
    expect(await payments(id)).toEqual([{ provider_tx_id: trans, state: -2, amount: expect.any(Number) }]);
  });
});
