import {
  type Limit,
  type LimitDecision,
  type LimiterFactory,
  memoryLimiters,
  take,
} from '../http/rate-limiters';

export interface AcceptLimitsConfig {
  /** Codes one client (an IPv4 address or an IPv6 /64: `clientKey`) may get wrong, whatever the phones. */
  perIp: Limit;
  /**
   * Codes tried for one phone from addresses other than the one that asked for its code: a crowd of addresses
   * cannot guess their way in, and the shopper who asked for the code is never locked out by them.
   */
  perPhoneFromOthers: Limit;
}

export const DEFAULT_ACCEPT_LIMITS: AcceptLimitsConfig = {
  perIp: { points: 30, durationSec: 60 * 60 },
  perPhoneFromOthers: { points: 10, durationSec: 60 * 60 },
};

/** A try taken from the budgets; `refund` gives it back when the code was right (right codes do not count). */
export type AcceptTry = LimitDecision & { refund: () => Promise<void> };

/**
 * Rate limits on checking sign-in codes (`v1/accept`), in the limiters' store (shared on PostgreSQL). A try is taken before the code is compared,
 * so guesses arriving at the same moment cannot slip past the budget.
 */
export function createAcceptLimits(config: AcceptLimitsConfig, limiter: LimiterFactory = memoryLimiters) {
  const perIp = limiter('accept-ip', config.perIp);
  const perPhone = limiter('accept-phone', config.perPhoneFromOthers);
  const none = async () => undefined;

  return {
    /** `client`: the caller's `clientKey` (an IPv4 address or an IPv6 /64). */
    async take(client: string, phone: string, fromRequester: boolean): Promise<AcceptTry> {
      const byIp = await take(perIp, client, 'wrong_codes_from_address');
      if (!byIp.ok) return { ...byIp, refund: none };
      const refundIp = async () => void (await perIp.reward(client));
      if (fromRequester) return { ok: true, refund: refundIp };
      const byPhone = await take(perPhone, phone, 'wrong_codes_for_phone');
      if (!byPhone.ok) {
        await refundIp();
        return { ...byPhone, refund: none };
      }
      return {
        ok: true,
        refund: async () => {
          await refundIp();
          await perPhone.reward(phone);
        },
      };
    },
  };
}

export type AcceptLimits = ReturnType<typeof createAcceptLimits>;
