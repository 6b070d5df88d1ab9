import { createTestApp, type TestApp } from '../http/testing';
import { createReminderSweep } from './reminder-sweep';
import { createRemindersRepo } from './reminders-repo';

// On SQLite by default; TEST_DATABASE=postgres runs it again on PostgreSQL.
jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY_MS = 86_400_000;

describe('API: v1/reminders ("напомнить через 30 дней")', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({
      smallCatalogue: true,
      accounts: { orderMinimum: 1_000, reminderSweepMs: 20, pendingTexts: { pollMs: 20 } },
    });
    await t.app.ready();
  });
  afterEach(() => t.close());

  const place = async (who: { authorization: string }, lan: 'ru' | 'uz' = 'ru') =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v2/cart?lan=${lan}`,
        payload: { drugs: [{ drug_id: 1, qty: 2 }], type: 'pickup', store_id: 11 },
        headers: who,
      })
    ).json().order_id as number;
  const remind = (who: object, payload: object, lan: 'ru' | 'uz' = 'ru') =>
    t.app.inject({ method: 'POST', url: `/api/v1/reminders?lan=${lan}`, payload, headers: { ...who } });
  const list = async (who: object) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/reminders', headers: { ...who } })).json()
      .results as Array<{
      id: number;
      order_id: number;
      number: string;
      due_at: string;
      sent_at: string | null;
    }>;
  const reminderTexts = async (phone: string) =>
    (
      (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` })).json()
        .results as Array<{
        text: string;
      }>
    )
      .map((m) => m.text)
      .filter((text) => /повторить заказ|takrorlang/.test(text));

  it('sets a reminder on an own order, 30 days on, lists it, and cancels it; signed in only', async () => {
    const shopper = await t.signIn('998901700001');
    const id = await place(shopper);
    expect((await remind({}, { order_id: id })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/reminders' })).statusCode).toBe(401);
    const set = await remind(shopper, { order_id: id });
    expect(set.statusCode).toBe(200);
    const { reminder } = set.json();
    expect(reminder).toMatchObject({
      order_id: id,
      number: `GP-${String(id).padStart(6, '0')}`,
      sent_at: null,
    });
    expect(Date.parse(reminder.due_at) - Date.parse('2026-11-21T10:00:00Z')).toBe(30 * DAY_MS);
    // Asked again with other days: the same reminder, moved.
    const moved = (await remind(shopper, { order_id: id, days: 7 })).json().reminder;
    expect(moved.id).toBe(reminder.id);
    expect(await list(shopper)).toEqual([expect.objectContaining({ id: reminder.id, due_at: moved.due_at })]);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reminders/${reminder.id}`,
      headers: shopper,
    });
    expect(cancel.json()).toEqual({ status: 1 });
    expect(await list(shopper)).toEqual([]);
  });

  it("keeps each shopper to their own: another's order or reminder is not found, and not listed", async () => {
    const owner = await t.signIn('998901700002');
    const other = await t.signIn('998901700003');
    const id = await place(owner);
    expect((await remind(other, { order_id: id })).statusCode).toBe(404);
    const { reminder } = (await remind(owner, { order_id: id })).json();
    expect(await list(other)).toEqual([]);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reminders/${reminder.id}`,
      headers: other,
    });
    expect(cancel.statusCode).toBe(404);
    expect(await list(owner)).toHaveLength(1);
  });

  it('refuses a cancelled order, days out of range and a malformed body', async () => {
    const shopper = await t.signIn('998901700004');
    const id = await place(shopper);
    expect((await remind(shopper, { order_id: id, days: 0 })).statusCode).toBe(400);
    expect((await remind(shopper, { order_id: id, days: 181 })).statusCode).toBe(400);
    expect((await remind(shopper, { order_id: 'x' })).statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: `/api/v1/order/${id}/cancel`, headers: shopper });
    const refused = await remind(shopper, { order_id: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('order_cancelled');
  });

  it('texts a reminder come due once, in its language, with the link that fills the cart; not before', async () => {
    const phone = '998901700005';
    const shopper = await t.signIn(phone);
    const id = await place(shopper, 'uz');
    await remind(shopper, { order_id: id }, 'uz');
    t.advance(29 * DAY_MS);
    await sleep(300);
    expect(await reminderTexts(phone)).toEqual([]);
    t.advance(DAY_MS + 60_000);
    const deadline = Date.now() + 5_000;
    while ((await reminderTexts(phone)).length === 0 && Date.now() < deadline) await sleep(20);
    await sleep(300);
    const number = `GP-${String(id).padStart(6, '0')}`;
    expect(await reminderTexts(phone)).toEqual([
      `GoPharm: dorilar tugayaptimi? ${number} buyurtmasini takrorlang: gopharm.uz/uz/cart?repeat=${id}`,
    ]);
    expect(await list(shopper)).toEqual([
      expect.objectContaining({ order_id: id, sent_at: expect.any(String) }),
    ]);
  });

  it('gives each reminder come due to one of two sweeps running at once (on PostgreSQL: two connections)', async () => {
    await t.close();
    // The server's own sweep stays out of it: only the two below claim.
    t = await createTestApp({
      smallCatalogue: true,
      accounts: { orderMinimum: 1_000, reminderSweepMs: 3_600_000 },
    });
    await t.app.ready();
    const shopper = await t.signIn('998901700006');
    for (let i = 0; i < 6; i++) await remind(shopper, { order_id: await place(shopper), days: 1 });
    const reminders = createRemindersRepo(
      t.db,
      () => new Date(Date.parse('2026-11-21T10:00:00Z') + 2 * DAY_MS),
    );
    const queued: string[] = [];
    // Queueing takes a while: the first sweep's transaction holds its rows while the second claims.
    const pending = {
      add: async (messages: ReadonlyArray<{ text: string }>) => {
        await sleep(200);
        queued.push(...messages.map((message) => message.text));
      },
    };
    const sweep = () =>
      createReminderSweep({
        db: t.db,
        reminders,
        pending,
        textsQueued: () => {},
        log: console,
        everyMs: 3_600_000,
      }).sweep();
    const counts = await Promise.all([sweep(), sweep()]);
    expect(counts[0] + counts[1]).toBe(6);
    expect(queued).toHaveLength(6);
    expect(new Set(queued).size).toBe(6);
  });
});
