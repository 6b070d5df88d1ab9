/** A rate limit: `points` per `durationSec` seconds. */
export interface RateLimit {
  points: number;
  durationSec: number;
}

/**
 * A rate limit as the servers' settings write it, `points/seconds` ("3/600": 3 per 600 s). Unset or empty gives
 * the fallback; anything malformed throws a message naming the variable, so a server never runs with a limit
 * nobody chose.
 */
export function rateLimitSetting(name: string, value: string | undefined, fallback: RateLimit): RateLimit {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${name} must look like "points/seconds", e.g. "3/600"; got "${value}"`);
  }
  return { points: Number(match[1]), durationSec: Number(match[2]) };
}
