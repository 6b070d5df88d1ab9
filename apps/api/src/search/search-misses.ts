import type { Database } from '../db/database';
import { transaction } from '../db/database';
import type { Clock } from '../http/clock';

/** How long the counts are kept, in days (also the longest list staff can ask for). */
export const MISSES_KEPT_DAYS = 90;
/** Distinct queries held between two writes: past it, new ones wait for the next write (a flood costs memory no more). */
const PENDING_MAX = 5000;
/** How often this instance writes what it counted. */
const FLUSH_EVERY_MS = 30_000;

/**
 * What a missed query is counted as: lower case, single spaces. Null for one that may be about a person (a phone
 * number, an e-mail address, a long number): those are not kept at all.
 */
export function missedQueryKey(query: string): string | null {
  const key = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key || /@|\d{5,}|\+\d/.test(key.replace(/[\s().-]/g, ''))) return null;
  return key;
}

/**
 * Searches that found nothing, counted per UTC day (no shopper, address or time is kept): counted in memory as they
 * come and added to `search_misses` every 30 seconds and before a list is read, so a search never waits for a write.
 * Instances on one PostgreSQL each add their own counts (an upsert that adds).
 */
export async function createSearchMisses(db: Database, clock: Clock) {
  const add = db.prepare(
    `INSERT INTO search_misses (day, query, count) VALUES (?, ?, ?)
     ON CONFLICT (day, query) DO UPDATE SET count = search_misses.count + excluded.count`,
  );
  const list = db.prepare(
    'SELECT day, query, count FROM search_misses WHERE day >= ? ORDER BY day DESC, count DESC, query LIMIT 1000',
  );
  const prune = db.prepare('DELETE FROM search_misses WHERE day < ?');
  const dayOf = (daysBack: number) =>
    new Date(clock().getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
  await prune.run(dayOf(MISSES_KEPT_DAYS));

  /** day → query → count, since the last write. */
  let pending = new Map<string, Map<string, number>>();
  let size = 0;
  let writing: Promise<void> = Promise.resolve();

  const flush = () =>
    (writing = writing.then(async () => {
      if (size === 0) return;
      const batch = pending;
      pending = new Map();
      size = 0;
      await transaction(db, async () => {
        for (const [day, queries] of batch) {
          for (const [query, count] of queries) await add.run(day, query, count);
        }
      });
    }));
  const timer = setInterval(() => void flush().catch(() => undefined), FLUSH_EVERY_MS);
  timer.unref();

  return {
    /** Counts a search that found nothing (a query that may be about a person is not counted). */
    record(query: string): void {
      const key = missedQueryKey(query);
      if (!key) return;
      const day = dayOf(0);
      let queries = pending.get(day);
      if (!queries) pending.set(day, (queries = new Map()));
      const count = queries.get(key);
      if (count === undefined && size >= PENDING_MAX) return;
      if (count === undefined) size++;
      queries.set(key, (count ?? 0) + 1);
    },

    /** Misses of the last `days` days, today included: per day, the most asked first. */
    async list(days: number): Promise<Array<{ day: string; query: string; count: number }>> {
      await flush();
      return (await list.all(dayOf(days - 1))) as Array<{ day: string; query: string; count: number }>;
    },

    /** Writes what is counted and stops the timer (the server closing). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type SearchMissesLog = Awaited<ReturnType<typeof createSearchMisses>>;
