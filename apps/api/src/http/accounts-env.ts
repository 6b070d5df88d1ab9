import { rateLimitSetting } from '@gopharm/util';
import type { AccountsConfig } from './accounts';
import { DEFAULT_ACCEPT_LIMITS } from '../auth/accept-limits';
import { DEFAULT_SEND_LIMITS } from '../auth/send-limits';
import { DEFAULT_UPLOAD_LIMITS } from '../prescriptions/upload-limits';

/**
 * Accounts settings from the environment: `SMS_LIMIT_PER_PHONE`, `SMS_LIMIT_PER_PHONE_DAY`, `SMS_LIMIT_PER_IP`,
 * `SMS_LIMIT_GLOBAL`, `ACCEPT_LIMIT_PER_IP`, `ACCEPT_LIMIT_PER_PHONE`, `PRESCRIPTION_UPLOAD_LIMIT`,
 * `PRESCRIPTION_UPLOAD_LIMIT_DAY` (`points/seconds`), `CASHBACK_PERCENT`,
 * `AUTH_CODE_PEPPER`. A malformed value stops the server with a clear message rather than running with a limit
 * nobody chose. (The SMS provider is read by `smsConfigFromEnv`.)
 */
export function accountsConfigFromEnv(env: NodeJS.ProcessEnv): Partial<AccountsConfig> {
  const config: Partial<AccountsConfig> = {
    sendLimits: {
      perPhone: rateLimitSetting(
        'SMS_LIMIT_PER_PHONE',
        env.SMS_LIMIT_PER_PHONE,
        DEFAULT_SEND_LIMITS.perPhone,
      ),
      perPhoneDaily: rateLimitSetting(
        'SMS_LIMIT_PER_PHONE_DAY',
        env.SMS_LIMIT_PER_PHONE_DAY,
        DEFAULT_SEND_LIMITS.perPhoneDaily,
      ),
      perIp: rateLimitSetting('SMS_LIMIT_PER_IP', env.SMS_LIMIT_PER_IP, DEFAULT_SEND_LIMITS.perIp),
      global: rateLimitSetting('SMS_LIMIT_GLOBAL', env.SMS_LIMIT_GLOBAL, DEFAULT_SEND_LIMITS.global),
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
