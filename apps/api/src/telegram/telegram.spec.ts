import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../http/testing';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api';
import { telegramConfigFromEnv } from './telegram-config';
import { createTelegramRepo } from './telegram-repo';
import { TELEGRAM_LINK_TTL_MS } from './telegram-routes';
import { botText } from './telegram-texts';

// On SQLite by default; TEST_DATABASE=postgres runs it again on PostgreSQL.
jest.setTimeout(60_000);

const secret = 'a-webhook-secret-of-more-than-32-characters';
const feedToken = 'an-order-feed-token-of-32-characters';
const stockFeedToken = 'a-stock-feed-token-of-32-characters!';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let eventIds = 0;

describe('Telegram instead of SMS: linking through the bot, order messages through the Bot API', () => {
  let t: TestApp;
  let bot: FakeBotApi;

  beforeEach(async () => {
    bot = await startFakeBotApi();
    t = await createTestApp({
      smallCatalogue: true,
      accounts: {
        orderMinimum: 1_000,
        orderFeedToken: feedToken,
        stockFeedToken,
        pendingTexts: { pollMs: 20, backoffMs: 50 },
        telegram: { botToken: bot.token, botUsername: 'GoPharmBot', webhookSecret: secret, apiUrl: bot.url },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // As the operator does once (deploy/README.md): the webhook and its secret, through the Bot API.
    const set = await fetch(`${bot.url}/bot${bot.token}/setWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${port}/api/v1/telegram/webhook`, secret_token: secret }),
    });
    expect(set.status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
    await bot.close();
  });

  const state = async (who: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/telegram', headers: who })).json();
  /** The deep link's code, as the settings screen gets it. */
  const linkCode = async (who: { authorization: string }, lan: 'ru' | 'uz' = 'ru') => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/telegram/link-code?lan=${lan}`,
      headers: who,
    });
    expect(answer.statusCode).toBe(200);
    const link = new URL(answer.json().link as string);
    expect(`${link.origin}${link.pathname}`).toBe('https://t.me/GoPharmBot');
    return link.searchParams.get('start')!;
  };
  const lastBotText = () => bot.messages.at(-1)?.text;

  it('links the account whose code the bot receives, and answers in its language', async () => {
    const shopper = await t.signIn('998901600001');
    expect(await state(shopper)).toEqual({ status: 1, available: true, linked: false });
    const code = await linkCode(shopper, 'uz');
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const answer = await bot.start(7_000_001, code);
    expect(answer.status).toBe(200);
    expect(lastBotText()).toBe(botText('uz', 'linked'));
    expect(await state(shopper)).toEqual({ status: 1, available: true, linked: true });
    // The code is kept as its hash only.
    expect(await t.databaseContains(code)).toBe(false);
  });

  it('refuses a code used twice: the second chat is told so and links nothing', async () => {
    const shopper = await t.signIn('998901600002');
    const code = await linkCode(shopper);
    await bot.start(7_000_002, code);
    await bot.start(7_000_003, code);
    expect(lastBotText()).toBe(botText('ru', 'used'));
    const chat = await t.db
      .prepare('SELECT chat_id FROM telegram_links WHERE user_id = ?')
      .all<{ chat_id: string }>(shopper.userId);
    expect(chat).toEqual([{ chat_id: '7000002' }]);
  });

  it("links a code's own account only: another shopper's chat sending it links their account, never its own", async () => {
    const owner = await t.signIn('998901600003');
    const other = await t.signIn('998901600004');
    const code = await linkCode(owner);
    await bot.start(7_000_004, code);
    expect((await state(owner)).linked).toBe(true);
    expect((await state(other)).linked).toBe(false);
    // The other shopper's own code from the same chat moves the chat to them: one account per chat.
    await bot.start(7_000_004, await linkCode(other));
    expect((await state(other)).linked).toBe(true);
    expect((await state(owner)).linked).toBe(false);
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    const shopper = await t.signIn('998901600005');
    const old = await linkCode(shopper);
    const code = await linkCode(shopper);
    await bot.start(7_000_005, old);
    expect(lastBotText()).toBe(botText('ru', 'unknown'));
    t.advance(TELEGRAM_LINK_TTL_MS + 1_000);
    await bot.start(7_000_005, code);
    expect(lastBotText()).toBe(botText('ru', 'expired'));
    expect((await state(shopper)).linked).toBe(false);
  });

  it('refuses an update without the secret token, or with a wrong one, before reading it', async () => {
    const shopper = await t.signIn('998901600006');
    const code = await linkCode(shopper);
    for (const wrong of [null, '', 'a-webhook-secret-of-more-than-32-characterz', secret.slice(0, -1)]) {
      const answer = await bot.deliver(bot.startUpdate(7_000_006, code), wrong);
      expect(answer.status).toBe(401);
    }
    // Even a body that is no update is refused for the secret first.
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': 'nope', 'content-type': 'application/json' },
      payload: '{"update_id": "x"',
    });
    expect(garbage.statusCode).toBe(401);
    expect((await state(shopper)).linked).toBe(false);
    expect(bot.messages).toHaveLength(0);
  });

  it('takes an update sent twice once: the copy answers nothing and changes nothing', async () => {
    const shopper = await t.signIn('998901600007');
    const code = await linkCode(shopper);
    const update = bot.startUpdate(7_000_007, code);
    const [first, second] = await Promise.all([bot.deliver(update), bot.deliver(update)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(bot.messages.map((m) => m.text)).toEqual([botText('ru', 'linked')]);
    await t.app.inject({ method: 'DELETE', url: '/api/v1/telegram/link', headers: shopper });
    expect((await state(shopper)).linked).toBe(false);
    // Telegram repeating it later does not link the account again.
    expect((await bot.deliver(update)).body).toEqual({});
    expect((await state(shopper)).linked).toBe(false);
  });

  it('forgets update ids and link codes after two days, keeping the links', async () => {
    const shopper = await t.signIn('998901600008');
    await bot.start(7_000_008, await linkCode(shopper));
    // PostgreSQL's COUNT is a bigint, read as a string.
    const count = async (table: string) =>
      Number((await t.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get<{ n: number | string }>())!.n);
    expect([await count('telegram_updates'), await count('telegram_link_codes')]).toEqual([1, 1]);
    const later = createTelegramRepo(t.db, () => new Date('2026-11-24T10:00:00Z'));
    await later.prune(2 * 86_400_000);
    expect([await count('telegram_updates'), await count('telegram_link_codes')]).toEqual([0, 0]);
    expect((await state(shopper)).linked).toBe(true);
  });

  it('ignores what is not a /start in a private chat, and refuses a malformed update with the right secret', async () => {
    const other = await bot.deliver({ update_id: 42, edited_message: { text: 'hi' } });
    expect(other).toEqual({ status: 200, body: {} });
    const group = await bot.deliver({
      update_id: 43,
      message: { text: '/start abc', chat: { id: -100, type: 'group' }, date: 0, message_id: 1 },
    });
    expect(group).toEqual({ status: 200, body: {} });
    expect((await bot.deliver({ update_id: 'x' })).status).toBe(400);
  });

  describe('order messages', () => {
    const place = async (who: { authorization: string }) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/cart?lan=ru',
          payload: { drugs: [{ drug_id: 1, qty: 2 }], type: 'pickup', store_id: 11 },
          headers: who,
        })
      ).json().order_id as number;
    const report = async (order_id: number, status: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/status-events',
        headers: { authorization: `Bearer ${feedToken}` },
        payload: {
          event_id: `tg-${process.pid}-${++eventIds}`,
          order_id,
          status,
          occurred_at: new Date(Date.parse('2026-11-21T10:00:00Z') + eventIds * 1_000).toISOString(),
        },
      });
      expect(answer.statusCode).toBe(200);
    };
    const orderSms = async (phone: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` })).json()
          .results as Array<{
          text: string;
          code: string | null;
        }>
      )
        .filter((m) => m.code === null)
        .map((m) => m.text);
    const until = async (what: () => Promise<boolean> | boolean) => {
      const deadline = Date.now() + 3_000;
      while (!(await what()) && Date.now() < deadline) await sleep(20);
    };
    const linked = async (phone: string, chatId: number) => {
      const shopper = await t.signIn(phone);
      await bot.start(chatId, await linkCode(shopper));
      return shopper;
    };

    it('go to the linked chat through sendMessage, once, and not by SMS', async () => {
      const phone = '998901600010';
      const shopper = await linked(phone, 7_000_010);
      const id = await place(shopper);
      await report(id, 'accept');
      const number = `GP-${String(id).padStart(6, '0')}`;
      await until(() => bot.messages.some((m) => m.via === 'sendMessage'));
      await sleep(200);
      expect(bot.messages.filter((m) => m.via === 'sendMessage')).toEqual([
        { chat_id: 7_000_010, text: `GoPharm: заказ ${number} принят аптекой.`, via: 'sendMessage' },
      ]);
      expect(await orderSms(phone)).toEqual([]);
    });

    it('fall back to SMS when the shopper blocked the bot (403), and the account goes back to SMS', async () => {
      const phone = '998901600011';
      const shopper = await linked(phone, 7_000_011);
      bot.block(7_000_011);
      const id = await place(shopper);
      await report(id, 'accept');
      await until(async () => (await orderSms(phone)).length > 0);
      await sleep(200);
      expect(await orderSms(phone)).toEqual([expect.stringMatching(/принят аптекой/)]);
      expect(bot.messages.filter((m) => m.via === 'sendMessage')).toEqual([]);
      expect((await state(shopper)).linked).toBe(false);
    });

    it('wait while Telegram is flood-controlled (429), then go through the bot', async () => {
      const phone = '998901600012';
      const shopper = await linked(phone, 7_000_012);
      bot.flood(1);
      const id = await place(shopper);
      await report(id, 'accept');
      await sleep(300);
      expect(bot.messages.filter((m) => m.via === 'sendMessage')).toEqual([]);
      bot.flood(0);
      t.advance(2_000);
      await until(() => bot.messages.some((m) => m.via === 'sendMessage'));
      expect(bot.messages.filter((m) => m.via === 'sendMessage')).toHaveLength(1);
      expect(await orderSms(phone)).toEqual([]);
    });

    /** A receipt of pharmacy 11 (Tashkent) bringing the drug back. */
    const restock = async (drugId: number) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/stock/receipts',
        headers: { authorization: `Bearer ${stockFeedToken}` },
        payload: {
          receipt_id: `tg-${process.pid}-${++eventIds}`,
          pharmacy_id: 11,
          lines: [{ drug_id: drugId, qty: 5 }],
        },
      });
      expect(answer.statusCode).toBe(200);
    };
    const waitFor = async (who: { authorization: string }, drugId: number) => {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/stock-alerts?lan=uz&region=1',
        payload: { drug_id: drugId },
        headers: who,
      });
      expect(asked.statusCode).toBeLessThan(300);
    };

    it('"back in stock" goes to the linked chat, once, and not by SMS', async () => {
      const phone = '998901600013';
      const shopper = await linked(phone, 7_000_013);
      await waitFor(shopper, 5);
      await restock(5);
      await until(() => bot.messages.some((m) => m.via === 'sendMessage'));
      await sleep(200);
      expect(bot.messages.filter((m) => m.via === 'sendMessage')).toEqual([
        {
          chat_id: 7_000_013,
          text: expect.stringMatching(/^GoPharm: .+ yana sotuvda\. gopharm\.uz$/),
          via: 'sendMessage',
        },
      ]);
      expect(await orderSms(phone)).toEqual([]);
    });

    it('"back in stock" falls back to SMS when the shopper blocked the bot', async () => {
      const phone = '998901600014';
      const shopper = await linked(phone, 7_000_014);
      bot.block(7_000_014);
      await waitFor(shopper, 5);
      await restock(5);
      await until(async () => (await orderSms(phone)).length > 0);
      await sleep(200);
      expect(await orderSms(phone)).toEqual([expect.stringMatching(/yana sotuvda/)]);
      expect(bot.messages.filter((m) => m.via === 'sendMessage')).toEqual([]);
    });
  });
});

describe('Telegram without a bot configured', () => {
  it('is offered to nobody: available false, no link codes, no webhook', async () => {
    const t = await createTestApp();
    try {
      const shopper = await t.signIn('998901600020');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/telegram', headers: shopper })).json(),
      ).toEqual({
        status: 1,
        available: false,
        linked: false,
      });
      const code = await t.app.inject({
        method: 'POST',
        url: '/api/v1/telegram/link-code?lan=ru',
        headers: shopper,
      });
      expect(code.statusCode).toBe(404);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/v1/telegram/webhook',
        payload: { update_id: 1 },
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('telegramConfigFromEnv', () => {
  const full = {
    TELEGRAM_BOT_TOKEN: '123456:token',
    TELEGRAM_BOT_USERNAME: '@GoPharmBot',
    TELEGRAM_WEBHOOK_SECRET: secret,
  };

  it('is off with none of the settings, complete with all of them', () => {
    expect(telegramConfigFromEnv({})).toBeUndefined();
    expect(telegramConfigFromEnv({ ...full, NODE_ENV: 'production' })).toEqual({
      botToken: '123456:token',
      botUsername: 'GoPharmBot',
      webhookSecret: secret,
      apiUrl: 'https://api.telegram.org',
    });
  });

  it('refuses half a configuration, naming what is missing, in production and out of it', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => telegramConfigFromEnv({ NODE_ENV, TELEGRAM_BOT_TOKEN: '1:x' })).toThrow(
        'missing TELEGRAM_BOT_USERNAME, TELEGRAM_WEBHOOK_SECRET',
      );
      expect(() => telegramConfigFromEnv({ NODE_ENV, TELEGRAM_API_URL: 'https://api.telegram.org' })).toThrow(
        /TELEGRAM_API_URL is set/,
      );
    }
    expect(() => telegramConfigFromEnv({ ...full, TELEGRAM_WEBHOOK_SECRET: 'short' })).toThrow(/32 to 256/);
  });

  it('takes a fake Bot API on loopback in development only: never in production', () => {
    const fake = { ...full, TELEGRAM_API_URL: 'http://127.0.0.1:5999' };
    expect(telegramConfigFromEnv(fake)?.apiUrl).toBe('http://127.0.0.1:5999');
    expect(() => telegramConfigFromEnv({ ...fake, NODE_ENV: 'production' })).toThrow(/must be https/);
    expect(() => telegramConfigFromEnv({ ...full, TELEGRAM_API_URL: 'http://bot.example.com' })).toThrow(
      /must be https/,
    );
  });
});
