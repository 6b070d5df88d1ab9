import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the fake Bot API took (`sendMessage`, or a method call in a webhook's answer). */
export interface BotMessage {
  chat_id: number;
  text: string;
  /** How it reached Telegram: a call of the Bot API, or the answer to a webhook's update. */
  via: 'sendMessage' | 'webhook answer';
}

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const answer = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A stand-in for the Telegram Bot API (https://api.telegram.org) on loopback, for tests, written from its
 * published protocol: `POST /bot<token>/<method>` with a JSON body; answers `{ ok: true, result }` or
 * `{ ok: false, error_code, description, parameters? }`. It knows `setWebhook` (url, secret_token), `sendMessage`
 * (chat_id, text), and plays a shopper: `start(chat, code)` sends the webhook an Update with `/start <code>` and the
 * secret in X-Telegram-Bot-Api-Secret-Token, as Telegram does, and takes a method call in the webhook's answer as
 * a message sent. A test may block the bot in a chat (403) or make it flood-controlled (429 with retry_after).
 */
export async function startFakeBotApi({ token = '123456:fake-bot-token', port: listenOn = 0 } = {}) {
  const messages: BotMessage[] = [];
  const blocked = new Set<number>();
  let floodSeconds = 0;
  let webhook: { url: string; secret?: string } | undefined;
  let updateIds = 500_000_000;

  const server = createServer(async (request, response) => {
    // The e2e suites' hands on the fake (tools/e2e/fake-telegram.mjs runs it as a process): what the bot sent, and
    // a shopper tapping Start. Not Telegram's protocol: nothing but a test reaches this server.
    if (request.url === '/fake/messages') return answer(response, 200, { messages });
    if (request.method === 'POST' && request.url === '/fake/start') {
      const { chat_id, code, language_code } = (await jsonOf(request)) as {
        chat_id: number;
        code: string;
        language_code?: string;
      };
      return answer(response, 200, await fake.start(chat_id, code, language_code));
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
    }
    if (match[1] !== token)
      return answer(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const body = await jsonOf(request);
    // Bot API methods are case-insensitive.
    const method = match[2].toLowerCase();
    if (method === 'setwebhook') {
      webhook = { url: String(body.url ?? ''), secret: body.secret_token as string | undefined };
      return answer(response, 200, { ok: true, result: true, description: 'Webhook was set' });
    }
    if (method === 'sendmessage') {
      const chatId = Number(body.chat_id);
      if (!Number.isInteger(chatId) || typeof body.text !== 'string' || body.text === '') {
        return answer(response, 400, {
          ok: false,
          error_code: 400,
          description: 'Bad Request: message text is empty',
        });
      }
      if (floodSeconds > 0) {
        return answer(response, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${floodSeconds}`,
          parameters: { retry_after: floodSeconds },
        });
      }
      if (blocked.has(chatId)) {
        return answer(response, 403, {
          ok: false,
          error_code: 403,
          description: 'Forbidden: bot was blocked by the user',
        });
      }
      messages.push({ chat_id: chatId, text: body.text, via: 'sendMessage' });
      return answer(response, 200, {
        ok: true,
        result: {
          message_id: messages.length,
          chat: { id: chatId, type: 'private' },
          date: 0,
          text: body.text,
        },
      });
    }
    return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Sends the webhook one Update as Telegram would (a test may send another secret, or none: null); its answer. */
  async function deliver(update: object, secret: string | null | undefined = webhook?.secret) {
    if (!webhook) throw new Error('the fake Bot API has no webhook: call setWebhook first');
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret == null ? {} : { 'x-telegram-bot-api-secret-token': secret }),
      },
      body: JSON.stringify(update),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok && body.method === 'sendMessage') {
      messages.push({ chat_id: Number(body.chat_id), text: String(body.text), via: 'webhook answer' });
    }
    return { status: response.status, body };
  }

  const fake = {
    url: `http://127.0.0.1:${port}`,
    token,
    messages,
    /** What setWebhook was last given. */
    get webhook() {
      return webhook;
    },
    /** The update a shopper's tap on Start makes: `/start <code>` from their private chat. */
    startUpdate(chatId: number, code: string, updateId = ++updateIds, languageCode = 'ru') {
      return {
        update_id: updateId,
        message: {
          message_id: updateId,
          from: { id: chatId, is_bot: false, first_name: 'Shopper', language_code: languageCode },
          chat: { id: chatId, type: 'private', first_name: 'Shopper' },
          date: Math.floor(Date.now() / 1000),
          text: `/start ${code}`,
          entities: [{ offset: 0, length: 6, type: 'bot_command' }],
        },
      };
    },
    deliver,
    /** A shopper in `chatId` opens the deep link's code and taps Start. */
    start(chatId: number, code: string, languageCode?: string) {
      return deliver(this.startUpdate(chatId, code, undefined, languageCode));
    },
    block(chatId: number) {
      blocked.add(chatId);
    },
    flood(seconds: number) {
      floodSeconds = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeBotApi = Awaited<ReturnType<typeof startFakeBotApi>>;
