import { clientKey, type RateLimit } from '@gopharm/util';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Pages one client address may ask for: 300 a minute. A shopper loads a page now and then (the app moves between
 * screens without asking the edge for pages), and even a carrier's shared address carries a few hundred of them a
 * minute only at a very busy moment; a script asking for unique URLs, each a fresh server render, meets it within
 * a minute. Build files, /api (DEFAULT_API_LIMIT, and the API's own) and health checks do not count.
 */
export const DEFAULT_PAGE_LIMIT: RateLimit = { points: 300, durationSec: 60 };

/**
 * /api calls one client address may make: 600 a minute (10 a second, held for a whole minute). A shopper's screen
 * makes a handful of calls (a catalogue page 3-6, typing in the search box one call per pause, the cart check per
 * change), so even a fast shopper stays under 100 a minute and a carrier's shared address under a few hundred. What
 * it stops is a script walking the filtered catalogue: an uncached filtered query costs the API ~26 ms of one core,
 * so 600 a minute from one address is at most a quarter of a core, where an unlimited script took all of them.
 */
export const DEFAULT_API_LIMIT: RateLimit = { points: 600, durationSec: 60 };

/**
 * Counts requests per client address (by `clientKey` of @gopharm/util: IPv6 by its /64) in this process's memory (with several processes, each
 * counts its own share; memory is bounded by the addresses seen in one window). Answers how long to wait when over
 * the limit.
 */
export function createAddressLimiter(keyPrefix: string, limit: RateLimit) {
  const limiter = new RateLimiterMemory({
    keyPrefix,
    points: limit.points,
    duration: limit.durationSec,
  });
  return async function waitBeforeNext(address: string): Promise<number | null> {
    try {
      await limiter.consume(clientKey(address));
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
      throw rejection;
    }
  };
}
