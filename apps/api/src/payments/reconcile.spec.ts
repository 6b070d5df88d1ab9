import { createTestApp, type TestApp } from '../http/testing';
import { createFakeClick, type FakeClick, startFakeClickMerchant } from './fake-click';
import { createFakePayme, type FakePayme, paymeTransactionId } from './fake-payme';
import { startFakePaymeSubscribe } from './fake-payme-subscribe';
import type { ClickConfig, PaymeConfig } from './payments-config';
import { tiyinAsSum } from './payment-providers';
import { createPaymentsRepo } from './payments-repo';
import { formatReports, periodOf, reconcileClick, reconcilePayme } from './reconcile';
import { clickToServer, shopperCalls } from './testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const KEY = 'reconcile-spec-payme-key';
const CLICK = { serviceId: '4455', merchantId: '7788', secretKey: 'reconcile-spec-click-secret' };
const CLICK_USER = '3344';

/** Issue 39 item 6: our transactions against the providers' own books (their fakes), every difference named. */
describe('payments reconciliation', () => {
  let t: TestApp;
  let payme: FakePayme;
  let click: FakeClick;
  let subscribe: Awaited<ReturnType<typeof startFakePaymeSubscribe>>;
  let merchant: Awaited<ReturnType<typeof startFakeClickMerchant>>;
  let paymeConfig: PaymeConfig;
  let clickConfig: ClickConfig;
  let shopper: { authorization: string };
  let nextTrans = 7_000_000;
  beforeAll(async () => {
    subscribe = await startFakePaymeSubscribe({ merchantId: 'reconcile-cashbox', key: KEY, merchant: {} });
    merchant = await startFakeClickMerchant({ ...CLICK, userId: CLICK_USER });
    paymeConfig = {
      merchantId: 'reconcile-cashbox',
      key: KEY,
      checkoutUrl: 'https://checkout.paycom.uz',
      apiUrl: subscribe.url,
    };
    clickConfig = {
      ...CLICK,
      payUrl: 'https://my.click.uz/services/pay',
      merchantUserId: CLICK_USER,
      merchantApiUrl: merchant.url,
    };
    t = await createTestApp({
      smallCatalogue: true,
      accounts: {
        orderMinimum: 1_000,
        payments: {
          providers: ['payme', 'click'],
          holdMinutes: 30,
          siteUrl: 'https://gopharm.uz',
          payme: paymeConfig,
          click: clickConfig,
        },
      },
    });
    payme = createFakePayme(async (payload, headers) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/v1/payments/payme', payload, headers });
      return { status: answer.statusCode, body: answer.json() };
    }, KEY);
    click = createFakeClick(clickToServer(t), CLICK);
    shopper = await t.signIn('998901390005');
  });
  afterAll(async () => {
    await t.close();
    await subscribe.close();
    await merchant.close();
  });

  /** A card order sent to the provider's page: its id and what is due, in tiyin. */
  const cardOrder = async (provider: 'payme' | 'click') => {
    const calls = shopperCalls(t, shopper);
    const id = await calls.place(2, 1);
    await calls.checkout({ order_id: id, provider });
    return { id, tiyin: (await calls.order(id)).total * 100 };
  };
  /** Paid on Payme's page: Payme keeps the receipt as `receipt` says (paid by default), or none. */
  const paidAtPayme = async (
    receipt: { state?: number; cancelTime?: number; tiyinShort?: number } | null = {},
  ) => {
    const { id, tiyin } = await cardOrder('payme');
    const { id: txId, answers } = await payme.pay(id, tiyin);
    expect(answers.at(-1)?.body.result).toMatchObject({ state: 2 });
    if (receipt) {
      const { tiyinShort = 0, ...kept } = receipt;
      subscribe.keep(txId, {
        orderId: String(id),
        amount: tiyin - tiyinShort,
        state: 4,
        payTime: Date.now(),
        ...kept,
      });
    }
    return { id, txId, tiyin };
  };
  /** Paid on Click's page (Prepare, Complete); Click's books say `status` of it, or know nothing of it. */
  const paidAtClick = async (status: number | null) => {
    const { id, tiyin } = await cardOrder('click');
    const trans = String(nextTrans++);
    const amount = tiyinAsSum(tiyin);
    const prepared = await click.prepare(trans, id, amount);
    await click.complete(trans, id, amount, String(prepared.body.merchant_prepare_id));
    if (status !== null) merchant.statuses.set(trans, status);
    return { id, trans };
  };

  it('names every difference between our Payme transactions and Payme’s receipts, and none where they agree', async () => {
    const from = Date.now() - 1_000;
    const agreed = await paidAtPayme();
    const refundedThere = await paidAtPayme({ state: 50, cancelTime: Date.now() });
    const tiyinShort = await paidAtPayme({ tiyinShort: 1 });
    const notThere = await paidAtPayme(null);
    // Paid at Payme, its calls never reached us; and a receipt never paid (no money moved).
    const lost = paymeTransactionId();
    subscribe.keep(lost, { orderId: String(agreed.id), amount: 500_00, state: 4, payTime: Date.now() });
    subscribe.keep(paymeTransactionId(), { orderId: String(agreed.id), amount: 500_00, state: 0 });
    const report = await reconcilePayme(paymeConfig, createPaymentsRepo(t.db), from, Date.now() + 1_000);
    expect(report.compared).toBe(4);
    const found = report.differences.map(({ problem, txId }) => ({ problem, txId }));
    expect(found).toEqual(
      expect.arrayContaining([
        { problem: 'state', txId: refundedThere.txId },
        { problem: 'amount', txId: tiyinShort.txId },
        { problem: 'only-here', txId: notThere.txId },
        { problem: 'only-at-provider', txId: lost },
      ]),
    );
    expect(found).toHaveLength(4);
    expect(report.differences.find((d) => d.problem === 'amount')).toMatchObject({
      here: `paid (2), ${tiyinShort.tiyin} tiyin, order ${tiyinShort.id}`,
      there: `${tiyinShort.tiyin - 1} tiyin`,
    });
    expect(report.differences.find((d) => d.problem === 'state')?.there).toBe(
      'refunded (-2): receipt state 50',
    );
  });

  it('reads every page of Payme’s list (50 receipts a call)', async () => {
    // A period of its own, after the other tests' receipts.
    const from = Date.now() + 60_000;
    const listCalls = () => subscribe.calls.filter((call) => call.method === 'receipts.get_all').length;
    const callsBefore = listCalls();
    for (let i = 0; i < 51; i++) {
      subscribe.keep(paymeTransactionId(), {
        amount: 100,
        state: 4,
        createTime: from + i,
        payTime: from + i,
      });
    }
    const report = await reconcilePayme(paymeConfig, createPaymentsRepo(t.db), from, from + 1_000);
    expect(report.differences.filter((d) => d.problem === 'only-at-provider')).toHaveLength(51);
    // 50, then 1.
    expect(listCalls() - callsBefore).toBe(2);
  });

  it('looks each of our Click payments up at Click: a state that differs, one Click does not know', async () => {
    const from = Date.now() - 1_000;
    await paidAtClick(2);
    const reversedThere = await paidAtClick(-1);
    const unknownThere = await paidAtClick(null);
    const report = await reconcileClick(clickConfig, createPaymentsRepo(t.db), from, Date.now() + 1_000);
    expect(report.compared).toBe(3);
    expect(report.differences).toEqual([
      expect.objectContaining({
        problem: 'state',
        txId: reversedThere.trans,
        there: 'cancelled unpaid (-1): payment_status -1',
      }),
      expect.objectContaining({
        problem: 'only-here',
        txId: unknownThere.trans,
        there: 'error_code -5 (Payment not found)',
      }),
    ]);
    // What Click cannot show is said, not hidden.
    expect(report.notes.join(' ')).toMatch(/lists no payments/);
    // Without the Merchant API user nothing is looked up, and it says so.
    const unchecked = await reconcileClick(
      { ...clickConfig, merchantUserId: undefined },
      createPaymentsRepo(t.db),
      from,
      Date.now() + 1_000,
    );
    expect(unchecked).toMatchObject({ compared: 0, differences: [] });
    expect(unchecked.notes[0]).toBe('3 Click transactions not checked: CLICK_MERCHANT_USER_ID is not set');
  });

  it('reads the period as days (whole, UTC) or instants, and prints one line a difference', () => {
    expect(periodOf(['--from', '2026-11-01', '--to', '2026-11-30'])).toEqual({
      from: new Date('2026-11-01T00:00:00.000Z'),
      to: new Date('2026-11-30T23:59:59.999Z'),
    });
    expect(() => periodOf(['--from', '2026-11-30'])).toThrow('--to is missing');
    expect(() => periodOf(['--from', '2026-12-01', '--to', '2026-11-30'])).toThrow('--from is after --to');
    expect(() => periodOf(['--from', 'yesterday', '--to', '2026-11-30'])).toThrow('not a day or an instant');
    const printed = formatReports(
      [
        {
          provider: 'payme',
          compared: 1,
          differences: [
            {
              provider: 'payme',
              txId: 'abc',
              orderId: 7,
              problem: 'amount',
              here: 'paid (2), 100 tiyin, order 7',
              there: '99 tiyin',
            },
          ],
          notes: [],
        },
      ],
      { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z') },
    );
    expect(printed.split('\n')).toEqual([
      'payments from 2026-11-01T00:00:00.000Z to 2026-11-02T00:00:00.000Z',
      'payme: 1 of our transactions compared, 1 differences',
      '  amount differs: payme abc (order 7) | here: paid (2), 100 tiyin, order 7 | payme: 99 tiyin',
    ]);
  });
});
