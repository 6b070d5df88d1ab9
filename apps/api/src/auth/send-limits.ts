import type { PlainRefusalCode } from '@gopharm/util';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey, subnetKey } from '@gopharm/util';
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
type SendDecision = LimitDecision | { ok: false; code: 'challenge_required' };

type Step = {
  /** The hard cap. */
  cap: RateLimiterAbstract;
  /** The requests without a solved challenge it lets through (`challengeAfter`), if it asks for one at all. */
  free?: RateLimiterAbstract;
  key: (address: string, phone: string) => string;
  code: PlainRefusalCode;
};

type Taken = Array<[RateLimiterAbstract, string]>;

/** Takes a point of each limiter in turn; at the first refusal gives back those taken and answers it. */
async function takeEach(
  limiters: Array<[RateLimiterAbstract, string, PlainRefusalCode]>,
): Promise<{ ok: true; taken: Taken } | { ok: false; code: PlainRefusalCode; retryAfterMs: number }> {
  const taken: Taken = [];
  for (const [limiter, key, code] of limiters) {
    try {
      await limiter.consume(key);
      taken.push([limiter, key]);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      await giveBack(taken);
      return { ok: false, code, retryAfterMs: rejection.msBeforeNext };
    }
  }
  return { ok: true, taken };
}

const giveBack = (taken: Taken) => Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1)));

/**
 * Rate limits on sending codes, per phone (per 10 minutes and per day), per client (`clientKey`: IPv4 address or
 * IPv6 /64) and its network (`subnetKey`), and in total (rate-limiter-flexible: in the database on PostgreSQL,
 * shared by every instance; in memory on SQLite). A request without a solved challenge first takes a point of each
 * budget's free share (`challengeAfter`); when one is used up it is asked for a challenge, and touches no cap, so
 * a flood of such requests costs nobody's budget. Then every cap is taken, each in one atomic step; when one
 * refuses, the points taken are given back.
 */
export function createSendLimits(config: SendLimitsConfig, limiter: LimiterFactory = memoryLimiters) {
  const step = (prefix: string, budget: Budget, key: Step['key'], code: PlainRefusalCode): Step => ({
    cap: limiter(prefix, budget),
    free:
      budget.challengeAfter === undefined
        ? undefined
        : limiter(`${prefix}-free`, { points: budget.challengeAfter, durationSec: budget.durationSec }),
    key,
    code,
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
    let free: Taken = [];
    if (!solved) {
      const shares = await takeEach(
        steps.flatMap(({ free, key, code }) =>
          free ? [[free, key(address, phone), code] as [RateLimiterAbstract, string, PlainRefusalCode]] : [],
        ),
      );
      if (!shares.ok) return { ok: false, code: 'challenge_required' };
      free = shares.taken;
    }
    const caps = await takeEach(steps.map(({ cap, key, code }) => [cap, key(address, phone), code]));
    if (!caps.ok) await giveBack(free);
    return caps.ok ? { ok: true } : caps;
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
