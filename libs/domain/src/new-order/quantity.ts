/**
 * The quantity counter's rule: an integer, a non-numeric value becomes 0, never below 0 and never above the
 * drug's max_count (when it has one).
 */
export function normalizeQuantity(value: unknown, maxCount?: number | null): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(number)) return 0;
  const whole = Math.max(0, Math.trunc(number));
  return typeof maxCount === 'number' && maxCount >= 0 ? Math.min(whole, maxCount) : whole;
}

/** Plus adds one (up to max_count). */
export const increment = (qty: number, maxCount?: number | null) => normalizeQuantity(qty + 1, maxCount);
/** Minus subtracts one (down to 0). */
export const decrement = (qty: number, maxCount?: number | null) => normalizeQuantity(qty - 1, maxCount);
