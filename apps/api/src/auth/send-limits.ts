import type { PlainRefusalCode } from '@gopharm/util';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey, subnetKey } from '../http/client-key';
import { type Limit, type LimitDecision, type LimiterFactory, memoryLimiters } from '../http/rate-limiters';

export type { Limit, LimitDecision };

/**
 * A budget of texts: `points` per `durationSec` is the hard cap (refused with 429 and `Retry-After`); past
 * `challengeAfter` texts in the window, a code is sent only to a request that brings a solved challenge (428
 * `challenge_required` otherwise). Without `challengeAfter`, no challenge: the cap only.
 */
export type Budget = Limit & { challengeAfter?: number };

export interface SendLimitsConfig {
  /** Texts to one phone per 10 minutes. */
  perPhone: Budget;
  /** However many addresses ask: what one phone may receive in a day (a stranger cannot bomb it). */
  perPhoneDaily: Budget;
  /** Per client: an IPv4 address, or an IPv6 /64 (`clientKey`). Many shoppers share one carrier address. */
  perIp: Budget;
  /** Per network: an IPv4 /24 or an IPv6 /48 (`subnetKey`): where a challenge starts for a crowd of addresses. */
  perSubnet?: Budget;
  global: Budget;
}

/**
 * The defaults and why (deploy/README.md, "Sign-in limits"): per-address budgets only ask for a challenge, which
 * the apps solve by themselves; what refuses outright is the phone's hard caps and the global one (SMS cost).
 */
export const DEFAULT_SEND_LIMITS: SendLimitsConfig = {
  perPhone: { points: 6, durationSec: 10 * 60, challengeAfter: 3 },
  perPhoneDaily: { points: 15, durationSec: 24 * 60 * 60, challengeAfter: 5 },
  perIp: { points: 300, durationSec: 60 * 60, challengeAfter: 10 },
  perSubnet: { points: 2000, durationSec: 60 * 60, challengeAfter: 30 },
  global: { points: 300, durationSec: 60, challengeAfter: 60 },
};

/** A refusal for want of a challenge: no wait helps, a solution does. */
export type SendDecision = LimitDecision | { ok: false; code: 'challenge_required' };

type Step = {
  limiter: RateLimiterAbstract;
  key: (address: string, phone: string) => string;
  code: PlainRefusalCode;
  challengeAfter?: number;
};

/**
 * Rate limits on sending codes, per phone (per 10 minutes and per day), per client (`clientKey`: IPv4 address or
 * IPv6 /64) and its network (`subnetKey`), and in total (rate-limiter-flexible: in the database on PostgreSQL,
 * shared by every instance; in memory on SQLite). Every budget is taken, each in one atomic step; when any refuses,
 * or asks for a challenge the request did not bring, the points taken are given back, so a refused flood costs no
 * budget of the phone it targets, nor of anyone else.
 */
export function createSendLimits(config: SendLimitsConfig, limiter: LimiterFactory = memoryLimiters) {
  const step = (prefix: string, budget: Budget, key: Step['key'], code: PlainRefusalCode): Step => ({
    limiter: limiter(prefix, budget),
    key,
    code,
    challengeAfter: budget.challengeAfter,
  });
  const addressSteps: Step[] = [
    step('sms-ip', config.perIp, (address) => clientKey(address), 'codes_from_address'),
    ...(config.perSubnet
      ? [step('sms-subnet', config.perSubnet, (address: string) => subnetKey(address), 'codes_from_address')]
      : []),
  ];
  // A text no shopper asked for from an address (back in stock): the phone's budgets and the global one.
  const phoneSteps: Step[] = [
    step('sms-phone', config.perPhone, (_address, phone) => phone, 'codes_for_phone'),
    step('sms-phone-day', config.perPhoneDaily, (_address, phone) => phone, 'codes_for_phone_today'),
    step('sms-all', config.global, () => 'all', 'codes_for_everyone'),
  ];

  const takeAll = async (
    steps: Step[],
    address: string,
    phone: string,
    solved: boolean,
  ): Promise<SendDecision> => {
    const taken: Array<[RateLimiterAbstract, string]> = [];
    const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1)));
    let challenge = false;
    for (const { limiter, key: keyOf, code, challengeAfter } of steps) {
      const key = keyOf(address, phone);
      try {
        const taking = await limiter.consume(key);
        taken.push([limiter, key]);
        if (challengeAfter !== undefined && taking.consumedPoints > challengeAfter) challenge = true;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // Over the cap: this step's point stays taken (the window holds), the others' are given back.
        await giveBack();
        return { ok: false, code, retryAfterMs: rejection.msBeforeNext };
      }
    }
    if (challenge && !solved) {
      await giveBack();
      return { ok: false, code: 'challenge_required' };
    }
    return { ok: true };
  };

  return {
    /**
     * A code asked for from `address` (the request's IP); `solved`: the request brought a solved challenge (or the
     * caller is signed in already, as for a card's code).
     */
    consume: (address: string, phone: string, solved: boolean) =>
      takeAll([...addressSteps, ...phoneSteps], address, phone, solved),
    /** A card's code for a signed-in shopper: the same budgets, never a challenge (only the caps refuse). */
    consumeSignedIn: (address: string, phone: string) =>
      takeAll([...addressSteps, ...phoneSteps], address, phone, true) as Promise<LimitDecision>,
    /** A text the server sends of itself (a back-in-stock alert): one point of the same per-phone and global budgets. */
    consumeForPhone: (phone: string) => takeAll(phoneSteps, '', phone, true) as Promise<LimitDecision>,
  };
}

export type SendLimits = ReturnType<typeof createSendLimits>;
