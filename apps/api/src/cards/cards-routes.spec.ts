import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../http/testing';

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const CARD = '8600 1234 5678 1233';
const DIGITS = '8600123456781233';

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
    const init = (await post('init', { card_number: CARD, card_expiry: '12/28' }, user)).json();
    const code = await t.lastCode(user === alice ? '998901112233' : '998907778899');
    return (await post('confirm', { session: init.session, code }, user)).json();
  }

  it('sends a confirmation code for a valid card, then saves it as a masked number', async () => {
    const init = await post('init', { card_number: CARD, card_expiry: '12/28' }, alice);
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

  it('texts the code in the shopper’s language (lan=uz: Uzbek)', async () => {
    await post('init?lan=uz', { card_number: CARD, card_expiry: '12/28' }, bob);
    const [sent] = (
      await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=998907778899' })
    ).json().results;
    expect(sent.text).toBe(`GoPharm: *1233 kartani bog'lash kodi ${sent.code}. Uni hech kimga aytmang.`);
  });

  it('answers a wrong code with status 0, and an unknown session with 404', async () => {
    const init = (await post('init', { card_number: CARD, card_expiry: '12/28' }, alice)).json();
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
    [
      { card_number: '8600 1234 5678 1234', card_expiry: '12/28' },
      'invalid_card_number',
      'Invalid card number',
    ],
    [{ card_number: CARD, card_expiry: '1228' }, 'card_expiry_format', 'Card expiry must be MM/YY'],
    [{ card_number: CARD, card_expiry: '10/26' }, 'card_expired', 'The card has expired'],
    [{ card_number: CARD }, 'invalid_request', expect.any(String)],
  ])('refuses bad card data %p with 400 (%s)', async (payload, code, msg) => {
    const answer = await post('init', payload, alice);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 0, code, msg });
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
    expect((await post('init', { card_number: CARD, card_expiry: '12/28' }, {})).statusCode).toBe(401);
  });

  it('never writes the full card number or its expiry to the database file', async () => {
    expect(await t.databaseContains('8600 **** **** 1233')).toBe(true); // the scan does see what is stored
    expect(await t.databaseContains(DIGITS)).toBe(false);
    expect(await t.databaseContains(CARD)).toBe(false);
    expect(await t.databaseContains('12/28')).toBe(false);
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
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/cards/init',
      headers,
      payload: { card_number: CARD, card_expiry: '12/28' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/cards/init',
      headers,
      payload: { card_number: DIGITS, card_expiry: '13/28' },
    });
    await t.close();
    expect(log).toContain('/api/v2/cards/init'); // the log did record the calls
    for (const secret of [CARD, DIGITS, '12/28', '13/28', token]) expect(log).not.toContain(secret);
  });
});
