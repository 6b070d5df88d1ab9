import { rateLimitSetting } from '@gopharm/util';
import type { AccountsConfig } from './accounts';
import { DEFAULT_ACCEPT_LIMITS } from '../auth/accept-limits';
import { type Budget, DEFAULT_SEND_LIMITS, type SendLimitsConfig } from '../auth/send-limits';
import { DEFAULT_UPLOAD_LIMITS } from '../prescriptions/upload-limits';

/**
 * Accounts settings from the environment: `SMS_LIMIT_PER_PHONE`, `SMS_LIMIT_PER_PHONE_DAY`, `SMS_LIMIT_PER_IP`,
 * `SMS_LIMIT_PER_SUBNET`, `SMS_LIMIT_GLOBAL` (the hard caps), `SMS_CHALLENGE_AFTER` (where each asks for a
 * challenge first: `phone=3,day=5,address=10,subnet=30,global=60`; `off` for none), `ACCEPT_LIMIT_PER_IP`, `ACCEPT_LIMIT_PER_PHONE`, `PRESCRIPTION_UPLOAD_LIMIT`,
 * `PRESCRIPTION_UPLOAD_LIMIT_DAY` (`points/seconds`), `CASHBACK_PERCENT`, `STOCK_FEED_TOKEN`, `ORDER_FEED_TOKEN`,
 * `ORDER_TEXT_GAP_SECONDS` (outside production only), `AUTH_CODE_PEPPER`. A malformed value stops the server with a clear message rather than running with a limit
 * nobody chose. (The SMS provider is read by `smsConfigFromEnv`.)
 */
const CHALLENGE_NAMES = {
  phone: 'perPhone',
  day: 'perPhoneDaily',
  address: 'perIp',
  subnet: 'perSubnet',
  global: 'global',
} as const;

/** `SMS_CHALLENGE_AFTER`: `name=count` pairs (names of CHALLENGE_NAMES), or `off`; unset: the defaults'. */
function challengeAfterSetting(
  value: string | undefined,
): Partial<Record<keyof SendLimitsConfig, number | undefined>> {
  const defaults = Object.fromEntries(
    Object.values(CHALLENGE_NAMES).map((budget) => [budget, DEFAULT_SEND_LIMITS[budget]?.challengeAfter]),
  );
  if (value === undefined || value.trim() === '') return defaults;
  if (value.trim() === 'off') return {};
  const chosen: Partial<Record<keyof SendLimitsConfig, number>> = {};
  for (const pair of value.split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*$/.exec(pair);
    const budget = match && CHALLENGE_NAMES[match[1] as keyof typeof CHALLENGE_NAMES];
    if (!match || !budget) {
      throw new Error(
        `SMS_CHALLENGE_AFTER must look like "phone=3,day=5,address=10,subnet=30,global=60" or be "off"; got "${value}"`,
      );
    }
    chosen[budget] = Number(match[2]);
  }
  return chosen;
}

export function accountsConfigFromEnv(env: NodeJS.ProcessEnv): Partial<AccountsConfig> {
  const challengeAfter = challengeAfterSetting(env.SMS_CHALLENGE_AFTER);
  // Each setting read by its own name, as tools/reliability/deploy-settings.test.mjs finds them.
  const budget = (name: string, value: string | undefined, key: keyof SendLimitsConfig): Budget => ({
    ...rateLimitSetting(name, value, DEFAULT_SEND_LIMITS[key]!),
    challengeAfter: challengeAfter[key],
  });
  const config: Partial<AccountsConfig> = {
    sendLimits: {
      perPhone: budget('SMS_LIMIT_PER_PHONE', env.SMS_LIMIT_PER_PHONE, 'perPhone'),
      perPhoneDaily: budget('SMS_LIMIT_PER_PHONE_DAY', env.SMS_LIMIT_PER_PHONE_DAY, 'perPhoneDaily'),
      perIp: budget('SMS_LIMIT_PER_IP', env.SMS_LIMIT_PER_IP, 'perIp'),
      perSubnet: budget('SMS_LIMIT_PER_SUBNET', env.SMS_LIMIT_PER_SUBNET, 'perSubnet'),
      global: budget('SMS_LIMIT_GLOBAL', env.SMS_LIMIT_GLOBAL, 'global'),
    },
    acceptLimits: {
      perIp: rateLimitSetting('ACCEPT_LIMIT_PER_IP', env.ACCEPT_LIMIT_PER_IP, DEFAULT_ACCEPT_LIMITS.perIp),
      perPhoneFromOthers: rateLimitSetting(
        'ACCEPT_LIMIT_PER_PHONE',
        env.ACCEPT_LIMIT_PER_PHONE,
        DEFAULT_ACCEPT_LIMITS.perPhoneFromOthers,
      ),
    },
    uploadLimits: {
      perUser: rateLimitSetting(
        'PRESCRIPTION_UPLOAD_LIMIT',
        env.PRESCRIPTION_UPLOAD_LIMIT,
        DEFAULT_UPLOAD_LIMITS.perUser,
      ),
      perUserDaily: rateLimitSetting(
        'PRESCRIPTION_UPLOAD_LIMIT_DAY',
        env.PRESCRIPTION_UPLOAD_LIMIT_DAY,
        DEFAULT_UPLOAD_LIMITS.perUserDaily,
      ),
    },
  };
  if (env.CASHBACK_PERCENT !== undefined && env.CASHBACK_PERCENT !== '') {
    const percent = Number(env.CASHBACK_PERCENT);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
      throw new Error(`CASHBACK_PERCENT must be a number from 0 to 100; got "${env.CASHBACK_PERCENT}"`);
    }
    config.cashbackPercent = percent;
  }
  if (env.STOCK_FEED_TOKEN) {
    if (env.STOCK_FEED_TOKEN.length < 32) throw new Error('STOCK_FEED_TOKEN must be at least 32 characters');
    config.stockFeedToken = env.STOCK_FEED_TOKEN;
  }
  if (env.ORDER_FEED_TOKEN) {
    if (env.ORDER_FEED_TOKEN.length < 32) throw new Error('ORDER_FEED_TOKEN must be at least 32 characters');
    config.orderFeedToken = env.ORDER_FEED_TOKEN;
  }
  if (env.ORDER_TEXT_GAP_SECONDS !== undefined && env.ORDER_TEXT_GAP_SECONDS !== '') {
    // The e2e suites see an order's second text without waiting its minute; a shop never texts faster.
    if (env.NODE_ENV === 'production') {
      throw new Error('ORDER_TEXT_GAP_SECONDS is for the e2e suites and is refused with NODE_ENV=production');
    }
    const seconds = Number(env.ORDER_TEXT_GAP_SECONDS);
    if (!Number.isInteger(seconds) || seconds < 0) {
      throw new Error(
        `ORDER_TEXT_GAP_SECONDS must be a whole number of seconds; got "${env.ORDER_TEXT_GAP_SECONDS}"`,
      );
    }
    config.orderTextGapMs = seconds * 1000;
  }
  if (env.AUTH_CODE_PEPPER) {
    if (env.AUTH_CODE_PEPPER.length < 32) throw new Error('AUTH_CODE_PEPPER must be at least 32 characters');
    config.codePepper = env.AUTH_CODE_PEPPER;
  } else if (env.DATABASE_URL?.trim()) {
    // A random pepper per process: a code sent by one instance could not be checked by another.
    throw new Error(
      'AUTH_CODE_PEPPER is required with DATABASE_URL: every API instance on the database must check the codes the others sent',
    );
  }
  return config;
}
