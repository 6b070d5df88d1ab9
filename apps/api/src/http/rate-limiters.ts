import type { PlainRefusalCode, RateLimit } from '@gopharm/util';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from '../db/database';

/** A rate limit, `points` per `durationSec` (settings read by `rateLimitSetting` of @gopharm/util). */
export type Limit = RateLimit;

/** A refusal names its code (the catalogue's, libs/util/src/wire/refusals.ts) and the wait. */
export type LimitDecision = { ok: true } | { ok: false; code: PlainRefusalCode; retryAfterMs: number };

/** Makes the limiter of one budget (`keyPrefix` keeps budgets apart in a shared store). */
export type LimiterFactory = (keyPrefix: string, limit: Limit) => RateLimiterAbstract;

/** In memory: one process's budgets (SQLite, the one-process default, and unit tests). */
export const memoryLimiters: LimiterFactory = (keyPrefix, limit) =>
  new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.durationSec });

/**
 * Where the budgets live for this database: on PostgreSQL in its `rate_limits` table (migration 35), so every
 * API instance on it counts against one budget; on SQLite in the process's memory.
 */
export function limitersFor(db: Database): LimiterFactory {
  const pool = db.postgresPool;
  if (!pool) return memoryLimiters;
  return (keyPrefix, limit) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points: limit.points,
      duration: limit.durationSec,
    });
}

/** Takes a point; a refusal becomes a decision with its wait, any other failure (the store) is thrown. */
export async function take(
  limiter: RateLimiterAbstract,
  key: string,
  code: PlainRefusalCode,
): Promise<LimitDecision> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, code, retryAfterMs: rejection.msBeforeNext };
    throw rejection;
  }
}
