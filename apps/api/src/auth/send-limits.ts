import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface Limit {
  points: number;
  durationSec: number;
}

export interface SendLimitsConfig {
  perPhone: Limit;
  perIp: Limit;
  global: Limit;
}

/** Defaults for the sign-in code: a shopper may ask a few times, a script may not flood a gateway. */
export const DEFAULT_SEND_LIMITS: SendLimitsConfig = {
  perPhone: { points: 3, durationSec: 10 * 60 },
  perIp: { points: 10, durationSec: 60 * 60 },
  global: { points: 300, durationSec: 60 },
};

export type SendDecision = { ok: true } | { ok: false; msg: string; retryAfterMs: number };

/**
 * Rate limits on sending codes, per phone, per client address and in total (rate-limiter-flexible, in memory: the
 * reference server runs as one process). The cheapest limit to exhaust is checked first, so a flood from one
 * address does not use up the budget of the phone it targets.
 */
export function createSendLimits(config: SendLimitsConfig) {
  const perIp = new RateLimiterMemory({
    keyPrefix: 'sms-ip',
    points: config.perIp.points,
    duration: config.perIp.durationSec,
  });
  const perPhone = new RateLimiterMemory({
    keyPrefix: 'sms-phone',
    points: config.perPhone.points,
    duration: config.perPhone.durationSec,
  });
  const global = new RateLimiterMemory({
    keyPrefix: 'sms-all',
    points: config.global.points,
    duration: config.global.durationSec,
  });

  const steps: Array<[RateLimiterMemory, (ip: string, phone: string) => string, string]> = [
    [perIp, (ip) => ip, 'Too many codes requested from this address. Try again later.'],
    [perPhone, (_ip, phone) => phone, 'Too many codes requested for this phone. Try again later.'],
    [global, () => 'all', 'Too many codes are being sent right now. Try again in a minute.'],
  ];

  return {
    async consume(ip: string, phone: string): Promise<SendDecision> {
      for (const [limiter, key, msg] of steps) {
        try {
          await limiter.consume(key(ip, phone));
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) {
            return { ok: false, msg, retryAfterMs: rejection.msBeforeNext };
          }
          throw rejection;
        }
      }
      return { ok: true };
    },
  };
}

export type SendLimits = ReturnType<typeof createSendLimits>;
