import { LRUCache, type Perf } from 'lru-cache';

/**
 * Answers made asynchronously that change only as stock or sales do, minutes apart: lru-cache bounds them by
 * count and age, shares one making among concurrent askers and keeps no failure. Put a version (e.g. the stock
 * version) in the key to drop stale entries at once: they are never asked for again and age out.
 */
export class TtlCache<T extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, T, () => Promise<T>>;

  /** `clock` is for tests: it is then read on every look. */
  constructor(ttlMs: number, max: number, clock?: Perf) {
    this.cache = new LRUCache({
      max,
      ttl: ttlMs,
      fetchMethod: (_key, _stale, { context }) => context(),
      // An entry pushed out while its answer is being made still answers those who asked.
      ignoreFetchAbort: true,
      ...(clock && { perf: clock, ttlResolution: 0 }),
    });
  }

  get(key: string, make: () => Promise<T>): Promise<T> {
    return this.cache.forceFetch(key, { context: make });
  }
}
