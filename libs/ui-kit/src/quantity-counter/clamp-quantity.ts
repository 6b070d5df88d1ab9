/**
 * The spec's quantity rule (section 4): an integer, non-numeric input becomes 0, never below 0; and never
 * above the drug's max_count when one is known.
 */
export function parseQuantity(text: string, max?: number): number {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
  return clampQuantity(value, max);
}

export function clampQuantity(value: number, max?: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  const whole = Math.floor(value);
  return max !== undefined && max >= 0 ? Math.min(whole, max) : whole;
}
