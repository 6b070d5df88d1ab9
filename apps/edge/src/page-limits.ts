import type { RateLimit } from '@gopharm/util';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Pages one client address may ask for: 300 a minute. A shopper loads a page now and then (the app moves between
 * screens without asking the edge for pages), and even a carrier's shared address carries a few hundred of them a
 * minute only at a very busy moment; a script asking for unique URLs, each a fresh server render, meets it within
 * a minute. Build files, /api (limited by the API) and health checks do not count.
 */
export const DEFAULT_PAGE_LIMIT: RateLimit = { points: 300, durationSec: 60 };

/**
 * Counts page requests per client address in this process's memory (with several processes, each counts its own
 * share; memory is bounded by the addresses seen in one window). Answers how long to wait when over the limit.
 */
export function createPageLimiter(limit: RateLimit) {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'pages',
    points: limit.points,
    duration: limit.durationSec,
  });
  return async function waitBeforeNextPage(address: string): Promise<number | null> {
    try {
      await limiter.consume(address);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
      throw rejection;
    }
  };
}
