import type { RateLimit } from '@gopharm/util';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** A rate limit, `points` per `durationSec` (settings read by `rateLimitSetting` of @gopharm/util). */
export type Limit = RateLimit;

export interface SendLimitsConfig {
  perPhone: Limit;
  /** However many addresses ask: what one phone may receive in a day (a stranger cannot bomb it). */
  perPhoneDaily: Limit;
  perIp: Limit;
  global: Limit;
}

/** Defaults for the sign-in code: a shopper may ask a few times, a script may not flood a gateway. */
export const DEFAULT_SEND_LIMITS: SendLimitsConfig = {
  perPhone: { points: 3, durationSec: 10 * 60 },
  perPhoneDaily: { points: 10, durationSec: 24 * 60 * 60 },
  perIp: { points: 10, durationSec: 60 * 60 },
  global: { points: 300, durationSec: 60 },
};

export type LimitDecision = { ok: true } | { ok: false; msg: string; retryAfterMs: number };

/** An in-memory limiter (the reference server runs as one process). */
export function memoryLimiter(keyPrefix: string, limit: Limit): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.durationSec });
}

/** Takes a point; a refusal becomes a decision with its wait, any other failure is thrown. */
export async function take(limiter: RateLimiterMemory, key: string, msg: string): Promise<LimitDecision> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, msg, retryAfterMs: rejection.msBeforeNext };
    throw rejection;
  }
}

/**
 * Rate limits on sending codes, per phone (per 10 minutes and per day), per client address and in total
 * (rate-limiter-flexible, in memory). The cheapest limit to exhaust is checked first, so a flood from one
 * address does not use up the budget of the phone it targets.
 */
export function createSendLimits(config: SendLimitsConfig) {
  const steps: Array<[RateLimiterMemory, (ip: string, phone: string) => string, string]> = [
    [
      memoryLimiter('sms-ip', config.perIp),
      (ip) => ip,
      'Too many codes requested from this address. Try again later.',
    ],
    [
      memoryLimiter('sms-phone', config.perPhone),
      (_ip, phone) => phone,
      'Too many codes requested for this phone. Try again later.',
    ],
    [
      memoryLimiter('sms-phone-day', config.perPhoneDaily),
      (_ip, phone) => phone,
      'Too many codes were sent to this phone today. Try again tomorrow.',
    ],
    [
      memoryLimiter('sms-all', config.global),
      () => 'all',
      'Too many codes are being sent right now. Try again in a minute.',
    ],
  ];

  return {
    async consume(ip: string, phone: string): Promise<LimitDecision> {
      for (const [limiter, key, msg] of steps) {
        const decision = await take(limiter, key(ip, phone), msg);
        if (!decision.ok) return decision;
      }
      return { ok: true };
    },
  };
}

export type SendLimits = ReturnType<typeof createSendLimits>;
