import type { AccountsConfig } from './accounts';
import { DEFAULT_SEND_LIMITS, type Limit } from '../auth/send-limits';

/** `"3/600"`: 3 texts per 600 seconds. */
function parseLimit(name: string, value: string | undefined, fallback: Limit): Limit {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${name} must look like "points/seconds", e.g. "3/600"; got "${value}"`);
  }
  return { points: Number(match[1]), durationSec: Number(match[2]) };
}

/**
 * Accounts settings from the environment: `SMS_LIMIT_PER_PHONE`, `SMS_LIMIT_PER_IP`, `SMS_LIMIT_GLOBAL`
 * (`points/seconds`), `CASHBACK_PERCENT`, `AUTH_CODE_PEPPER`. A malformed value stops the server with a clear
 * message rather than running with a limit nobody chose.
 */
export function accountsConfigFromEnv(env: NodeJS.ProcessEnv): Partial<AccountsConfig> {
  const config: Partial<AccountsConfig> = {
    sendLimits: {
      perPhone: parseLimit('SMS_LIMIT_PER_PHONE', env.SMS_LIMIT_PER_PHONE, DEFAULT_SEND_LIMITS.perPhone),
      perIp: parseLimit('SMS_LIMIT_PER_IP', env.SMS_LIMIT_PER_IP, DEFAULT_SEND_LIMITS.perIp),
      global: parseLimit('SMS_LIMIT_GLOBAL', env.SMS_LIMIT_GLOBAL, DEFAULT_SEND_LIMITS.global),
    },
  };
  if (env.CASHBACK_PERCENT !== undefined && env.CASHBACK_PERCENT !== '') {
    const percent = Number(env.CASHBACK_PERCENT);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
      throw new Error(`CASHBACK_PERCENT must be a number from 0 to 100; got "${env.CASHBACK_PERCENT}"`);
    }
    config.cashbackPercent = percent;
  }
  if (env.AUTH_CODE_PEPPER) {
    if (env.AUTH_CODE_PEPPER.length < 32) throw new Error('AUTH_CODE_PEPPER must be at least 32 characters');
    config.codePepper = env.AUTH_CODE_PEPPER;
  }
  return config;
}
