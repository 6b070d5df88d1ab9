/** The shop's Telegram bot: who it is, its token, and the secret Telegram sends back with every update. */
export interface TelegramConfig {
  /** The Bot API token from @BotFather: it goes into the Bot API's URLs, never into a log. */
  botToken: string;
  /** The bot's username, without @: the deep link t.me/<username>?start=<code>. */
  botUsername: string;
  /** `secret_token` of setWebhook: Telegram sends it as X-Telegram-Bot-Api-Secret-Token with every update. */
  webhookSecret: string;
  /** The Bot API's origin: https://api.telegram.org; a test's fake on loopback outside production. */
  apiUrl: string;
}

const VARIABLES = ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_BOT_USERNAME', 'TELEGRAM_WEBHOOK_SECRET'] as const;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function apiUrlOf(value: string | undefined, production: boolean): string {
  if (!value?.trim()) return 'https://api.telegram.org';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`TELEGRAM_API_URL must be a URL, got "${value}"`);
  }
  if (url.protocol === 'https:') return url.origin;
  // The bot's token travels in the URL: plain http only to a fake Bot API on this machine, and never in production.
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && !production) return url.origin;
  throw new Error(
    `TELEGRAM_API_URL must be https${production ? '' : ' (plain http only on loopback, outside production)'}, got "${value}"`,
  );
}

/**
 * `TELEGRAM_BOT_TOKEN`, `TELEGRAM_BOT_USERNAME`, `TELEGRAM_WEBHOOK_SECRET` (and `TELEGRAM_API_URL`): all of them, or
 * none (no Telegram: every message goes by SMS). Half a configuration stops the server with the names missing,
 * as the SMS and payment providers' do; the secret must be what setWebhook takes (1-256 of A-Z a-z 0-9 _ -), and
 * long enough not to be guessed.
 */
export function telegramConfigFromEnv(env: NodeJS.ProcessEnv): TelegramConfig | undefined {
  const production = env.NODE_ENV === 'production';
  const missing = VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === VARIABLES.length) {
    if (env.TELEGRAM_API_URL?.trim())
      throw new Error(`TELEGRAM_API_URL is set: missing ${VARIABLES.join(', ')}`);
    return undefined;
  }
  if (missing.length > 0) {
    throw new Error(
      `Telegram is half configured: missing ${missing.join(', ')} (set all of ${VARIABLES.join(', ')}, or none)`,
    );
  }
  const webhookSecret = env.TELEGRAM_WEBHOOK_SECRET!.trim();
  if (!/^[A-Za-z0-9_-]{32,256}$/.test(webhookSecret)) {
    throw new Error(
      'TELEGRAM_WEBHOOK_SECRET must be 32 to 256 of A-Z, a-z, 0-9, _ and - (setWebhook secret_token)',
    );
  }
  const botUsername = env.TELEGRAM_BOT_USERNAME!.trim().replace(/^@/, '');
  if (!/^[A-Za-z0-9_]{5,32}$/.test(botUsername)) {
    throw new Error(
      `TELEGRAM_BOT_USERNAME must be a bot's username (5 to 32 of A-Z, a-z, 0-9, _), got "${botUsername}"`,
    );
  }
  return {
    botToken: env.TELEGRAM_BOT_TOKEN!.trim(),
    botUsername,
    webhookSecret,
    apiUrl: apiUrlOf(env.TELEGRAM_API_URL, production),
  };
}
