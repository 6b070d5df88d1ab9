import { createTestApp, type TestApp } from '../http/testing';
import { orderText } from '../sms/sms-texts';

// On SQLite by default; TEST_DATABASE=postgres runs it again on PostgreSQL.
jest.setTimeout(60_000);

const token = 'an-order-feed-token-of-32-characters';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let eventIds = 0;

describe('texts about an order (accepted, ready, on the way, delivered, cancelled)', () => {
  let t: TestApp;
  const start = async (perPhone = { points: 50, durationSec: 600 }) => {
    t = await createTestApp({
      smallCatalogue: true,
      accounts: {
        orderMinimum: 1_000,
        orderFeedToken: token,
        pendingTexts: { pollMs: 20 },
        sendLimits: {
          perPhone,
          perPhoneDaily: { points: 100, durationSec: 86_400 },
          perIp: { points: 100, durationSec: 600 },
          perSubnet: { points: 100, durationSec: 600 },
          global: { points: 1_000, durationSec: 60 },
        },
      },
    });
  };
  afterEach(() => t.close());

  const place = async (
    who: { authorization: string },
    lan: 'ru' | 'uz',
    type: 'pickup' | 'shipping' = 'pickup',
  ) => {
    const payload =
      type === 'pickup'
        ? { drugs: [{ drug_id: 1, qty: 2 }], type, store_id: 11 }
        : {
            drugs: [{ drug_id: 1, qty: 2 }],
            type,
            address: 'Navoiy',
            house: '5',
            location: { lat: 41.311, lng: 69.28 },
          };
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v2/cart?lan=${lan}`,
      payload,
      headers: who,
    });
    return answer.json().order_id as number;
  };
  const report = async (order_id: number, status: string, occurred_at: string, extra: object = {}) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/status-events',
      headers: { authorization: `Bearer ${token}` },
      payload: { event_id: `txt-${process.pid}-${++eventIds}`, order_id, status, occurred_at, ...extra },
    });
    expect(answer.statusCode).toBe(200);
  };
  /** The order texts sent to a phone (the dev outbox, oldest first), once `count` texts in all or 2 s. */
  const textsTo = async (phone: string, count: number) => {
    const sent = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` })).json()
          .results as Array<{
          text: string;
          code: string | null;
        }>
      ).reverse();
    const deadline = Date.now() + 2_000;
    while ((await sent()).length < count && Date.now() < deadline) await sleep(20);
    await sleep(150);
    return (await sent()).filter((m) => m.code === null).map((m) => m.text);
  };

  it('texts a pick-up order in the language it was placed in: accepted, then ready with the pharmacy and until when', async () => {
    await start();
    const phone = '998901400301';
    const shopper = await t.signIn(phone);
    const id = await place(shopper, 'uz');
    const number = `GP-${String(id).padStart(6, '0')}`;
    await report(id, 'accept', '2026-11-21T10:01:00Z');
    // Collected is not worth a text.
    await report(id, 'collected', '2026-11-21T10:02:00Z');
    expect(await textsTo(phone, 2)).toEqual([
      `GoPharm: ${number} buyurtmangiz dorixona tomonidan qabul qilindi.`,
    ]);
    t.advance(61_000);
    await report(id, 'received', '2026-11-21T10:30:00Z');
    const texts = await textsTo(phone, 3);
    // Held 48 hours: until 10:30 UTC on the 23rd, 15:30 in Tashkent. The small catalogue's pharmacy has a Cyrillic name
    // in Uzbek too: the text would be 70 characters an SMS, so the name is cut to fit one.
    expect(texts[1]).toBe(`GoPharm: ${number} buyurtmangiz tayyor, 23.11 15:30 gacha kutadi: GoPharm...`);
  });

  it('sends an order one text a minute at most: a newer change replaces the text still waiting', async () => {
    await start();
    const phone = '998901400302';
    const shopper = await t.signIn(phone);
    const id = await place(shopper, 'ru', 'shipping');
    const number = `GP-${String(id).padStart(6, '0')}`;
    await report(id, 'accept', '2026-11-21T10:01:00Z');
    expect(await textsTo(phone, 2)).toEqual([`GoPharm: заказ ${number} принят аптекой.`]);
    await report(id, 'collected', '2026-11-21T10:02:00Z');
    await report(id, 'waiting_for_deliverer', '2026-11-21T10:03:00Z');
    await report(id, 'delivering', '2026-11-21T10:04:00Z', { courier_expected_at: '2026-11-21T10:40:00Z' });
    await report(id, 'delivered', '2026-11-21T10:35:00Z');
    // Within the minute nothing more goes out.
    expect(await textsTo(phone, 3)).toHaveLength(1);
    t.advance(60_000);
    // Then one text: where the order is now.
    expect(await textsTo(phone, 3)).toEqual([
      `GoPharm: заказ ${number} принят аптекой.`,
      `GoPharm: заказ ${number} получен. Спасибо!`,
    ]);
  });

  it("keeps order texts inside the phone's SMS budget: over it they wait, never dropped, never sent", async () => {
    // Two texts per 10 minutes for the phone: the sign-in code and one order text.
    await start({ points: 2, durationSec: 600 });
    const phone = '998901400303';
    const shopper = await t.signIn(phone);
    const id = await place(shopper, 'ru');
    await report(id, 'accept', '2026-11-21T10:01:00Z');
    expect(await textsTo(phone, 2)).toHaveLength(1);
    t.advance(61_000);
    await report(id, 'cancelled_by_store', '2026-11-21T10:05:00Z');
    expect(await textsTo(phone, 3)).toHaveLength(1);
    const waiting = await t.db
      .prepare('SELECT text FROM sms_pending WHERE order_id = ? AND sent_at IS NULL AND failed_at IS NULL')
      .all<{ text: string }>(id);
    expect(waiting.map((row) => row.text)).toEqual([expect.stringMatching(/отменён/)]);
  });
});

describe('order texts', () => {
  it('fit one SMS in either language whatever the pharmacy is called; Uzbek stays in the 7-bit alphabet', () => {
    const long = 'Аптека «Здоровье» на проспекте Амира Темура, круглосуточная, филиал № 17';
    const ru = orderText('ru', 'ready', { number: 'GP-000123', pharmacy: long, until: '23.11 15:30' });
    expect(ru.startsWith('GoPharm: заказ GP-000123 ждёт до 23.11 15:30: Аптека')).toBe(true);
    expect(ru.length).toBeLessThanOrEqual(70);
    const uzLatin = orderText('uz', 'ready', {
      number: 'GP-000123',
      pharmacy: 'Dorixona ʻSalomatlikʼ',
      until: '23.11 15:30',
    });
    expect(uzLatin).toBe(
      "GoPharm: GP-000123 buyurtmangiz tayyor, 23.11 15:30 gacha kutadi: Dorixona 'Salomatlik'",
    );
    expect(/^[\x20-\x7e]*$/.test(uzLatin)).toBe(true);
    const uzCyrillic = orderText('uz', 'ready', {
      number: 'GP-000123',
      pharmacy: long,
      until: '23.11 15:30',
    });
    expect(uzCyrillic.length).toBeLessThanOrEqual(70);
    for (const kind of ['accepted', 'on_the_way', 'delivered', 'cancelled', 'payment_failed'] as const) {
      const uz = orderText('uz', kind, { number: 'GP-000123', expected: '15:30' });
      expect(/^[\x20-\x7e]*$/.test(uz)).toBe(true);
      expect(uz.length).toBeLessThanOrEqual(160);
      expect(orderText('ru', kind, { number: 'GP-000123', expected: '15:30' }).length).toBeLessThanOrEqual(
        70,
      );
    }
  });
});
