import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

type WebServers = Extract<PlaywrightTestConfig['webServer'], unknown[]>;

const workspaceRoot = join(__dirname, '..', '..');

/** Debian's Chromium with the flags that work on this machine (shared with tools/e2e/screens.mjs). */
export { chromiumLaunchOptions } from './chromium-options.mjs';

/**
 * The staff token the suites' API is started with (a test value: it guards nothing outside the suite); put in the
 * environment, where the test workers read it (specs may not import tools/).
 */
export const E2E_STAFF_TOKEN = (process.env.E2E_STAFF_TOKEN ??= 'e2e-staff-token-0123456789abcdef');

/** The pharmacies' systems' token for stock receipts (the back-in-stock journeys post one); a test value too. */
export const E2E_STOCK_FEED_TOKEN = (process.env.E2E_STOCK_FEED_TOKEN ??=
  'e2e-stock-feed-token-0123456789abcdef');

/** The pharmacies' systems' token for order statuses (the live order journeys post them); a test value too. */
export const E2E_ORDER_FEED_TOKEN = (process.env.E2E_ORDER_FEED_TOKEN ??=
  'e2e-order-feed-token-0123456789abcdef');

/** The shop's bot as the suites' API knows it (test values: the Bot API is a fake on loopback). */
const E2E_TELEGRAM = {
  TELEGRAM_BOT_TOKEN: (process.env.E2E_TELEGRAM_BOT_TOKEN ??= '123456:e2e-fake-bot-token'),
  TELEGRAM_BOT_USERNAME: 'GoPharmE2eBot',
  TELEGRAM_WEBHOOK_SECRET: (process.env.E2E_TELEGRAM_WEBHOOK_SECRET ??=
    'e2e-telegram-webhook-secret-0123456789'),
};

/**
 * Starts the fake Telegram Bot API (tools/e2e/fake-telegram.mjs), then the built API and edge for one suite, on
 * its own ports and a fresh database. The specs find the fake at E2E_FAKE_TELEGRAM_URL.
 */
export function e2eServer({ app, ...defaults }: { app: string; edgePort: number; apiPort: number }) {
  // E2E_PORT_OFFSET lets two checkouts run their suites at once on one machine.
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const edgePort = defaults.edgePort + offset;
  const apiPort = defaults.apiPort + offset;
  const baseURL = `http://127.0.0.1:${edgePort}`;
  const telegramPort = apiPort + 500;
  const fakeTelegramUrl = (process.env.E2E_FAKE_TELEGRAM_URL = `http://127.0.0.1:${telegramPort}`);
  return {
    baseURL,
    webServer: <WebServers>[
      {
        command: 'node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON tools/e2e/fake-telegram.mjs',
        cwd: workspaceRoot,
        url: `${fakeTelegramUrl}/fake/messages`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: {
          FAKE_TELEGRAM_PORT: String(telegramPort),
          TELEGRAM_BOT_TOKEN: E2E_TELEGRAM.TELEGRAM_BOT_TOKEN,
        },
      },
      {
        command: 'node tools/scripts/launch.mjs',
        cwd: workspaceRoot,
        // Ready when the edge answers and the API behind it does too.
        url: `${baseURL}/api/v1/categories`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: {
          PORT: String(edgePort),
          API_PORT: String(apiPort),
          DATABASE_FILE: join(workspaceRoot, '.data', `e2e-${app}.sqlite`),
          RESET_DATABASE: '1',
          // Every request is logged to a file that tools/reliability/scan-secrets.mjs scans after the run.
          LOG_LEVEL: 'info',
          LOG_FILE: join(workspaceRoot, '.data', `e2e-${app}.log`),
          // The specs read codes from the dev outbox (a development server only: refused with NODE_ENV=production).
          SMS_PROVIDER: 'console',
          PAYMENT_PROVIDERS: 'dev',
          // Journeys sign in many times from one address; the SMS limits themselves are tested in the API.
          SMS_LIMIT_PER_PHONE: '1000/600',
          SMS_LIMIT_PER_PHONE_DAY: '1000/86400',
          SMS_LIMIT_PER_IP: '1000/600',
          SMS_LIMIT_GLOBAL: '10000/60',
          // Sign-ins by the hundred from one address: no proof-of-work challenge (its own tests ask for it).
          SMS_CHALLENGE_AFTER: 'off',
          ACCEPT_LIMIT_PER_IP: '1000/600',
          ACCEPT_LIMIT_PER_PHONE: '1000/600',
          // Field data: every page view of the suite sends a beacon; the vitals spec reads the staff summary.
          VITALS_LIMIT_PER_IP: '100000/60',
          // Parallel workers share one address; the edge's /api limit is tested in apps/edge.
          API_LIMIT_PER_IP: '100000/60',
          GOPHARM_STAFF_TOKEN: E2E_STAFF_TOKEN,
          STOCK_FEED_TOKEN: E2E_STOCK_FEED_TOKEN,
          ORDER_FEED_TOKEN: E2E_ORDER_FEED_TOKEN,
          // An order's texts a second apart, not a minute: the live order journey sees its "ready" text arrive.
          ORDER_TEXT_GAP_SECONDS: '1',
          // Telegram through the fake Bot API (a development server only: plain http is refused in production).
          ...E2E_TELEGRAM,
          TELEGRAM_API_URL: fakeTelegramUrl,
        },
      },
    ],
  };
}
