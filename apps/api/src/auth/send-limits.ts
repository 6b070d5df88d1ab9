import type { PlainRefusalCode } from '@gopharm/util';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  type Limit,
  type LimitDecision,
  type LimiterFactory,
  memoryLimiters,
  take,
} from '../http/rate-limiters';

export type { Limit, LimitDecision };

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

/**
 * Rate limits on sending codes, per phone (per 10 minutes and per day), per client address and in total
 * (rate-limiter-flexible: in the database on PostgreSQL, shared by every instance; in memory on SQLite). The cheapest limit to exhaust is checked first, so a flood from one
 * address does not use up the budget of the phone it targets.
 */
export function createSendLimits(config: SendLimitsConfig, limiter: LimiterFactory = memoryLimiters) {
  const steps: Array<[RateLimiterAbstract, (ip: string, phone: string) => string, PlainRefusalCode]> = [
    [limiter('sms-ip', config.perIp), (ip) => ip, 'codes_from_address'],
    [limiter('sms-phone', config.perPhone), (_ip, phone) => phone, 'codes_for_phone'],
    [limiter('sms-phone-day', config.perPhoneDaily), (_ip, phone) => phone, 'codes_for_phone_today'],
    [limiter('sms-all', config.global), () => 'all', 'codes_for_everyone'],
  ];

  const takeAll = async (chosen: typeof steps, ip: string, phone: string): Promise<LimitDecision> => {
    for (const [limiter, key, code] of chosen) {
      const decision = await take(limiter, key(ip, phone), code);
      if (!decision.ok) return decision;
    }
    return { ok: true };
  };
  // A text no shopper asked for from an address (back in stock): the phone's budgets and the global one.
  const phoneSteps = steps.slice(1);

  return {
    consume: (ip: string, phone: string) => takeAll(steps, ip, phone),
    /** A text the server sends of itself (a back-in-stock alert): one point of the same per-phone and global budgets. */
    consumeForPhone: (phone: string) => takeAll(phoneSteps, '', phone),
  };
}

export type SendLimits = ReturnType<typeof createSendLimits>;
