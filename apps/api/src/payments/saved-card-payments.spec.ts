import { createTestApp, type TestApp } from '../http/testing';
import { createFakePayme, type FakePayme } from './fake-payme';
import { FAKE_PAYME_CODE, startFakePaymeSubscribe } from './fake-payme-subscribe';
import { shopperCalls } from './testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const CASHBOX = 'saved-card-cashbox';
const KEY = 'saved-card-spec-payme-key';

/**
 * Saved cards through Payme's Subscribe API (issue 39): the browser makes the token (cards.create), our API sends
 * and checks the code with the cashbox id alone, keeps token, mask and expiry, and charges a later order with
 * receipts.create and receipts.pay (the cashbox key), Payme performing it through our Merchant API.
 */
describe('saved cards at Payme', () => {
  let t: TestApp;
  let payme: FakePayme;
  let subscribe: Awaited<ReturnType<typeof startFakePaymeSubscribe>>;
  let shopper: { authorization: string };
  beforeAll(async () => {
    subscribe = await startFakePaymeSubscribe({
      merchantId: CASHBOX,
      key: KEY,
      merchant: {
        checkPerform: (orderId, amount) => payme.checkPerform(orderId, amount),
        create: (id, orderId, amount) => payme.create(id, orderId, amount),
        perform: (id) => payme.perform(id),
        cancel: (id, reason) => payme.cancel(id, reason),
      },
    });
    t = await createTestApp({
      smallCatalogue: true,
      accounts: {
        orderMinimum: 1_000,
        payments: {
          providers: ['payme'],
          holdMinutes: 30,
          siteUrl: 'https://gopharm.uz',
          payme: {
            merchantId: CASHBOX,
            key: KEY,
            checkoutUrl: 'https://checkout.paycom.uz',
            apiUrl: subscribe.url,
          },
        },
      },
    });
    payme = createFakePayme(async (payload, headers) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/v1/payments/payme', payload, headers });
      return { status: answer.statusCode, body: answer.json() };
    }, KEY);
  });
  // A shopper each: the texts a phone may be sent are budgeted (two cards a test at most here).
  let nextPhone = 998901390100;
  beforeEach(async () => {
    shopper = await t.signIn(String(nextPhone++));
  });
  afterAll(async () => {
    await t.close();
    await subscribe.close();
  });

  const calls = () => shopperCalls(t, shopper);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: shopper });
  /** The profile's form: the browser's cards.create at Payme, then our init and confirm. */
  async function saveCard(number: string, code = FAKE_PAYME_CODE) {
    const token = await subscribe.createCard(number, '0399');
    const init = (await post('v2/cards/init', { card_token: token })).json();
    const confirmed = (await post('v2/cards/confirm', { session: init.session, code })).json();
    return { token, init, confirmed };
  }
  const payWithCard = async (order_id: number, card_id: number) =>
    (await post('v1/order-payment', { order_id, payment_type: 2, card_id })).json();
  const performed = async (orderId: number) =>
    (await t.db
      .prepare("SELECT COUNT(*) AS n FROM payments WHERE order_id = ? AND provider = 'payme' AND state = 2")
      .get<{ n: number }>(orderId))!.n;

  it('saves a card from its Payme token: code sent and checked with the cashbox id alone; no number kept', async () => {
    const { token, init, confirmed } = await saveCard('8600069195406311');
    expect(init).toEqual({
      status: 1,
      msg: expect.any(String),
      session: expect.any(String),
      phone_mask: '+998 90 *** ** 33',
    });
    expect(confirmed.card).toEqual({
      id: expect.any(Number),
      number: '8600 **** **** 6311',
      brand: 'uzcard',
    });
    const ours = subscribe.calls.filter((call) => call.method !== 'cards.create');
    expect(ours.map(({ method, auth }) => [method, auth])).toEqual([
      ['cards.get_verify_code', CASHBOX],
      ['cards.verify', CASHBOX],
    ]);
    expect(ours[1].params).toEqual({ token, code: FAKE_PAYME_CODE });
    const row = await t.db
      .prepare('SELECT token, number_mask, expire FROM cards WHERE id = ?')
      .get<{ token: string; number_mask: string; expire: string }>(confirmed.card.id);
    expect(row).toEqual({ token, number_mask: '8600 **** **** 6311', expire: '03/99' });
    expect(await t.databaseContains('8600069195406311')).toBe(false);
  });

  it('answers a wrong code as wrong, and saves nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v2/cards', headers: shopper })).json()
      .results;
    const { confirmed } = await saveCard('8600069195406329', '123456');
    expect(confirmed).toMatchObject({ status: 0, code: 'wrong_code' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/v2/cards', headers: shopper })).json()
      .results;
    expect(after).toEqual(before);
  });

  it('pays a later order with the saved card: receipts.create and receipts.pay with the key, once', async () => {
    const { confirmed } = await saveCard('8600069195406311');
    const id = await calls().place(2);
    const { total } = await calls().order(id);
    subscribe.calls.length = 0;
    expect(await payWithCard(id, confirmed.card.id)).toEqual({ status: 1, msg: 'Paid' });
    expect(subscribe.calls.map(({ method, auth }) => [method, auth])).toEqual([
      ['receipts.create', `${CASHBOX}:${KEY}`],
      ['receipts.pay', `${CASHBOX}:${KEY}`],
    ]);
    expect(subscribe.calls[0].params).toEqual({ amount: total * 100, account: { order_id: String(id) } });
    expect(await calls().order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
    // Tapped again: refused as paid, nothing charged twice.
    expect(await payWithCard(id, confirmed.card.id)).toMatchObject({ status: 0, code: 'already_paid' });
    expect(await performed(id)).toBe(1);
  });

  it('charges the saved card an order is placed with at checkout', async () => {
    const { confirmed } = await saveCard('8600069195406311');
    const order = {
      drugs: [{ drug_id: 1, qty: 2 }],
      type: 'pickup',
      store_id: 11,
      payment_type: 2,
      card_id: confirmed.card.id,
      idempotency_key: 'saved-card-checkout-1',
    };
    const answer = await post('v2/cart', order);
    const id = answer.json().order_id;
    expect(await calls().order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
    // The same submission again answers the same order and charges nothing more.
    const again = await post('v2/cart', order);
    expect(again.json().order_id).toBe(id);
    expect(await performed(id)).toBe(1);
  });

  it('a declined card leaves the order "Payment failed", its stock back; another card then pays it', async () => {
    const declined = (await saveCard('8600069195400002')).confirmed.card;
    const good = (await saveCard('8600069195406311')).confirmed.card;
    const before = await calls().stock();
    const id = await calls().place(2);
    expect(await payWithCard(id, declined.id)).toEqual({
      status: 0,
      code: 'payment_failed',
      msg: 'Payment failed',
    });
    expect(await calls().order(id)).toMatchObject({ is_paid: false, payment_state: 'failed' });
    expect(await calls().stock()).toBe(before);
    expect(await payWithCard(id, good.id)).toEqual({ status: 1, msg: 'Paid' });
    expect(await calls().order(id)).toMatchObject({ is_paid: true, payment_state: 'paid' });
    expect(await calls().stock()).toBe(before - 2);
  });

  it("refuses another shopper's card, and a deleted card is removed at Payme too", async () => {
    const { token, confirmed } = await saveCard('8600069195406311');
    const other = await t.signIn('998901390099');
    const id = await calls().place(2);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order-payment',
      payload: { order_id: id, payment_type: 2, card_id: confirmed.card.id },
      headers: other,
    });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'card_not_found']);
    expect((await post('v2/cards/delete', { card_id: confirmed.card.id })).json().status).toBe(1);
    expect(subscribe.calls.at(-1)).toEqual({ method: 'cards.remove', params: { token }, auth: CASHBOX });
    expect(await payWithCard(id, confirmed.card.id)).toMatchObject({ status: 0, code: 'card_not_found' });
  });
});
