/**
 * A bounded map whose entries live a while: answers that change only as stock or sales do, minutes apart.
 * When full, the oldest entry goes first. Put a version (e.g. the stock version) in the key to drop stale
 * entries at once: they are never asked for again and age out.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly size: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, make: () => T): T {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = make();
    // A promised value that fails is not kept: the next caller asks again.
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    this.entries.delete(key);
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
