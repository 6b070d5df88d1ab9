import type { TelegramConfig } from './telegram-config';

/** Telegram will not deliver to this chat (blocked by the user, chat not found, user deactivated): send by SMS. */
export class TelegramRefused extends Error {
  override readonly name = 'TelegramRefused';
  constructor(
    message: string,
    /** The chat is gone for the bot (403: blocked, deactivated; 400: chat not found): unlink it. */
    readonly chatGone: boolean,
  ) {
    super(message);
  }
}

/** The Bot API could not take the message now (flood control, its own trouble, the network): try again later. */
export class TelegramUnavailable extends Error {
  override readonly name = 'TelegramUnavailable';
  constructor(
    message: string,
    /** Flood control's `parameters.retry_after`, in ms, when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The Bot API's answer: `{ ok: true, result }` or `{ ok: false, error_code, description, parameters? }`. */
interface BotApiAnswer {
  ok?: boolean;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/** A Bot API call should not hold a sender's lease for long (the pending texts' lease is a minute). */
const TIMEOUT_MS = 10_000;

/**
 * The Bot API's `sendMessage` (POST https://api.telegram.org/bot<token>/sendMessage, JSON `{ chat_id, text }`).
 * Resolves when Telegram took the message; rejects with `TelegramRefused` when it will not deliver to the chat
 * (4xx but flood control's 429), `TelegramUnavailable` when it may later (429 with `retry_after`, 5xx, no answer).
 * Errors never carry the URL: it holds the bot's token.
 */
export function createTelegramBotApi(config: Pick<TelegramConfig, 'apiUrl' | 'botToken'>) {
  return {
    async sendMessage(chatId: string, text: string): Promise<void> {
      let response: Response;
      try {
        response = await fetch(`${config.apiUrl}/bot${config.botToken}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // A private chat's id is the user's id: at most 52 bits, exact as a JSON number.
          body: JSON.stringify({ chat_id: Number(chatId), text }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new TelegramUnavailable(
          `Bot API not reached: ${error instanceof Error ? error.name : 'error'}`,
        );
      }
      const answer = (await response.json().catch(() => ({}))) as BotApiAnswer;
      if (response.ok && answer.ok === true) return;
      const code = answer.error_code ?? response.status;
      const why = `Bot API ${code}: ${answer.description ?? response.statusText}`;
      if (code === 429 || code >= 500) {
        const retryAfter = answer.parameters?.retry_after;
        throw new TelegramUnavailable(why, retryAfter ? retryAfter * 1_000 : undefined);
      }
      // 400 chat not found, 403 bot was blocked by the user / user is deactivated: this chat will not get it.
      throw new TelegramRefused(why, code === 403 || (code === 400 && /chat not found/i.test(why)));
    },
  };
}

export type TelegramBotApi = ReturnType<typeof createTelegramBotApi>;
