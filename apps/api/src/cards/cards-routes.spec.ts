import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../http/testing';
import { devCardToken } from '../payments/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const CARD = '8600 1234 5678 1233';
const DIGITS = '8600123456781233';

/** The browser's cards.create at the development card API: the card's token. */
const tokenize = (t: TestApp, number = DIGITS, expire = '1228') => devCardToken(t, number, expire);

describe('API: cards (v2/cards/init, confirm, delete, v2/cards)', () => {
  let t: TestApp;
  let alice: { authorization: string };
  let bob: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signIn('998901112233');
    bob = await t.signIn('998907778899');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: object) =>
    t.app.inject({ method: 'POST', url: `/api/v2/cards/${url}`, payload, headers: { ...headers } });

  async function addCard(user: { authorization: string }) {
    const init = (await post('init', { card_token: await tokenize(t) }, user)).json();
    const code = await t.lastCode(user === alice ? '998901112233' : '998907778899');
    return (await post('confirm', { session: init.session, code }, user)).json();
  }

  it('sends a confirmation code for a card token, then saves it as a masked number', async () => {
    const init = await post('init', { card_token: await tokenize(t) }, alice);
    expect(init.json()).toEqual({
      status: 1,
      msg: expect.any(String),
      session: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      phone_mask: '+998 90 *** ** 33',
    });
    const code = await t.lastCode('998901112233');
    const confirm = await post('confirm', { session: init.json().session, code }, alice);
    expect(confirm.json()).toEqual({
      status: 1,
      msg: expect.any(String),
      card: { id: expect.any(Number), number: '8600 **** **** 1233', brand: 'uzcard' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/cards', headers: alice });
    expect(list.json()).toEqual({ status: 1, results: [confirm.json().card] });
  });

  it('lists a card saved again once, paying through its newest token', async () => {
    const carol = await t.signIn('998901112244');
    const addAgain = async () => {
      const token = await tokenize(t);
      const init = (await post('init', { card_token: token }, carol)).json();
      const code = await t.lastCode('998901112244');
      return { token, card: (await post('confirm', { session: init.session, code }, carol)).json().card };
    };
    const first = await addAgain();
    const again = await addAgain();
    expect(again.card).toEqual(first.card);
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/cards', headers: carol });
    expect(list.json().results).toEqual([first.card]);
    const kept = await t.db
      .prepare('SELECT token FROM cards WHERE id = ?')
      .get<{ token: string }>(first.card.id);
    expect(kept?.token).toBe(again.token);
    // Another expiry is another card.
    const renewed = await tokenize(t, DIGITS, '1230');
    const init = (await post('init', { card_token: renewed }, carol)).json();
    await post('confirm', { session: init.session, code: await t.lastCode('998901112244') }, carol);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/cards', headers: carol })).json().results,
    ).toHaveLength(2);
  });

  it('texts the code in the shopper’s language (lan=uz: Uzbek)', async () => {
    await post('init?lan=uz', { card_token: await tokenize(t) }, bob);
    const [sent] = (
      await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=998907778899' })
    ).json().results;
    expect(sent.text).toBe(`GoPharm: *1233 kartani bog'lash kodi ${sent.code}. Uni hech kimga aytmang.`);
  });

  it('answers a wrong code with status 0, and an unknown session with 404', async () => {
    const init = (await post('init', { card_token: await tokenize(t) }, alice)).json();
    const code = await t.lastCode('998901112233');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('confirm', { session: init.session, code: wrong }, alice)).json()).toEqual({
      status: 0,
      code: 'wrong_code',
      msg: 'Code None',
    });
    // Bob cannot confirm Alice's session, even with the right code.
    const bobs = await post('confirm', { session: init.session, code }, bob);
    expect([bobs.statusCode, bobs.json()]).toEqual([
      404,
      { status: 0, code: 'card_session_not_found', msg: 'Card session not found or expired' },
    ]);
    t.advance(5 * 60_000 + 1);
    expect((await post('confirm', { session: init.session, code }, alice)).statusCode).toBe(404);
  });

  it.each([
    ['8600123456781234', '1228', 'invalid_card_number'],
    [DIGITS, '1026', 'card_expired'],
  ])('the card API refuses bad card data %p %p (%s): no token to send', async (number, expire, code) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/dev/card-api',
      headers: { 'x-auth': 'dev' },
      payload: { id: 1, method: 'cards.create', params: { card: { number, expire } } },
    });
    expect(answer.json()).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -31300, message: code } });
  });

  it.each([
    [{ card_token: 'not-a-token' }, 'invalid_card_number'],
    [{ card_number: CARD, card_expiry: '12/28' }, 'invalid_request'],
  ])('refuses %p with 400 (%s): a card number is not even taken', async (payload, code) => {
    const answer = await post('init', payload, alice);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 0, code });
  });

  it('tells the browser where it creates the token, with the cashbox id alone', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v2/cards/tokenizer', headers: alice });
    expect(answer.json()).toEqual({ status: 1, url: '/api/dev/card-api', merchant_id: 'dev' });
  });

  it("lets a user delete their own card; another user's answers 404", async () => {
    const { card } = await addCard(bob);
    expect((await post('delete', { card_id: card.id }, alice)).statusCode).toBe(404);
    expect((await post('delete', { card_id: card.id }, bob)).json()).toEqual({
      status: 1,
      msg: expect.any(String),
    });
    expect((await post('delete', { card_id: card.id }, bob)).statusCode).toBe(404);
    expect((await post('delete', { card_id: 'x' }, bob)).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/cards' })).statusCode).toBe(401);
    expect((await post('init', { card_token: 'x' }, {})).statusCode).toBe(401);
  });

  it('never writes the full card number to the database file: the mask and the expiry month only', async () => {
    expect(await t.databaseContains('8600 **** **** 1233')).toBe(true); // the scan does see what is stored
    expect(await t.databaseContains('12/28')).toBe(true);
    expect(await t.databaseContains(DIGITS)).toBe(false);
    expect(await t.databaseContains(CARD)).toBe(false);
  });
});

describe('API: cards never reach the log', () => {
  it('logs requests at the most verbose level without the card number or expiry', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'trace', stream } });
    const { token, authorization } = await t.signIn('998901112233');
    const headers = { authorization };
    // The development card API stands in for Payme's server: even there nothing of the card is logged.
    const cardToken = await tokenize(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/cards/init',
      headers,
      payload: { card_token: cardToken },
    });
    // A client that still sends the number is refused, and the refusal does not log it either.
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/cards/init',
      headers,
      payload: { card_number: DIGITS, card_expiry: '13/28' },
    });
    await t.close();
    expect(log).toContain('/api/v2/cards/init'); // the log did record the calls
    for (const secret of [CARD, DIGITS, '13/28', token, cardToken]) expect(log).not.toContain(secret);
  });
});
