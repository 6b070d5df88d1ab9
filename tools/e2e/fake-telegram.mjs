// The fake Telegram Bot API of the e2e suites (apps/api/src/telegram/fake-bot-api.ts), as a process on loopback:
// the suites' API is started with TELEGRAM_API_URL pointing here (tools/e2e/playwright-shared.ts). Run by
// Playwright as a web server; stops on SIGTERM.
import { startFakeBotApi } from '../../apps/api/src/telegram/fake-bot-api.ts';

const fake = await startFakeBotApi({
  token: process.env.TELEGRAM_BOT_TOKEN,
  port: Number(process.env.FAKE_TELEGRAM_PORT),
});
console.log(`fake Telegram Bot API on ${fake.url}`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
process.on('SIGINT', () => void fake.close().then(() => process.exit(0)));
