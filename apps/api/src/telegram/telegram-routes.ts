import { Status, TelegramLinkCode, TelegramState, TelegramUpdate } from '@gopharm/util/contract';
import type { ApiApp } from '../http/api-app';
import type { AuthGuard } from '../http/auth-guard';
import { commonQuerySchema, type Lang } from '../http/common-query';
import { refuse } from '../http/replies';
import { languageOf } from '../http/scope';
import { secretMatcher } from '../http/secrets';
import type { TelegramConfig } from './telegram-config';
import type { TelegramRepo } from './telegram-repo';
import { botText } from './telegram-texts';

/** How long a link code holds: time to open Telegram and tap Start, not to be found later in a chat. */
export const TELEGRAM_LINK_TTL_MS = 10 * 60_000;

/** `/start <code>`: the deep link's payload, as Telegram allows it (1-64 of A-Z a-z 0-9 _ -). */
const START = /^\/start(?:@\w+)? ([A-Za-z0-9_-]{1,64})$/;

/**
 * Telegram instead of SMS (issue 40):
 * - `GET v1/telegram` (signed in): whether the shop has a bot and the shopper is linked;
 * - `POST v1/telegram/link-code`: a one-time deep link t.me/<bot>?start=<code> (10 minutes; a new one replaces it);
 * - `DELETE v1/telegram/link`: back to SMS;
 * - `POST v1/telegram/webhook`: Telegram's updates (setWebhook with `secret_token`), the secret checked in constant
 *   time before anything is read, each update taken once by its `update_id` (Telegram repeats an update until it
 *   gets a 2xx). `/start <code>` in a private chat links the code's account to that chat; the bot's answer goes
 *   back in the webhook's reply (a Bot API method call, as Telegram allows), so the webhook calls nothing out.
 * Without a bot configured only `GET v1/telegram` exists (available: false).
 */
export function telegramRoutes(
  app: ApiApp,
  deps: { config?: TelegramConfig; links: TelegramRepo; requireUser: AuthGuard },
) {
  const { config, links, requireUser } = deps;

  app.get(
    '/v1/telegram',
    { onRequest: requireUser, schema: { response: { 200: TelegramState } } },
    async (request) => ({
      status: 1 as const,
      available: config !== undefined,
      linked: config !== undefined && (await links.chatOf(request.userId)) !== undefined,
    }),
  );
  if (!config) return;

  app.post(
    '/v1/telegram/link-code',
    {
      onRequest: requireUser,
      schema: { querystring: commonQuerySchema, response: { 200: TelegramLinkCode } },
    },
    async (request) => {
      const { code, expiresAt } = await links.issueCode(
        request.userId,
        languageOf(request.query),
        TELEGRAM_LINK_TTL_MS,
      );
      return {
        status: 1 as const,
        link: `https://t.me/${config.botUsername}?start=${code}`,
        expires_at: expiresAt,
      };
    },
  );

  app.delete(
    '/v1/telegram/link',
    { onRequest: requireUser, schema: { response: { 200: Status } } },
    async (request) => {
      await links.unlink(request.userId);
      return { status: 1 as const };
    },
  );

  const isTelegram = secretMatcher(config.webhookSecret);
  app.post(
    '/v1/telegram/webhook',
    {
      // Before the body is parsed or validated: a caller without the secret learns nothing of what we take.
      onRequest: async (request, reply) => {
        const secret = request.headers['x-telegram-bot-api-secret-token'];
        if (typeof secret !== 'string' || !isTelegram(secret)) return refuse(reply, 401, 'unauthorized');
      },
      schema: { body: TelegramUpdate },
    },
    async (request, reply) => {
      const update = request.body;
      const message = update.message;
      const text = message?.text?.trim() ?? '';
      if (!message || message.chat.type !== 'private' || !text.startsWith('/start')) {
        // Nothing the bot acts on: taken, so a copy is not looked at again.
        await links.takeUpdate(update.update_id);
        return reply.send({});
      }
      const chatId = String(message.chat.id);
      const lanOfApp: Lang = message.from?.language_code === 'uz' ? 'uz' : 'ru';
      const code = START.exec(text)?.[1];
      const answer = (lan: Lang, kind: Parameters<typeof botText>[1]) =>
        reply.send({ method: 'sendMessage', chat_id: message.chat.id, text: botText(lan, kind) });
      if (!code) {
        if (!(await links.takeUpdate(update.update_id))) return reply.send({});
        return answer(lanOfApp, 'hello');
      }
      const redeemed = await links.redeem(update.update_id, code, chatId);
      request.log.info(
        { telegram: { update: update.update_id, result: redeemed.kind } },
        'telegram link code',
      );
      if (redeemed.kind === 'repeat') return reply.send({});
      if (redeemed.kind === 'unknown') return answer(lanOfApp, 'unknown');
      return answer(redeemed.lan, redeemed.kind);
    },
  );
}
