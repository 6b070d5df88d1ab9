/**
 * The spec's rules and constants that more than one place applies: the apps, ui-kit, the domain and the API
 * import them from here, so each is written once.
 */

/** Search (spec, sections 2 and 9): from 2 characters, at most 10 results in the dropdown, 600 ms after typing. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_RESULTS = 10;
export const SEARCH_DEBOUNCE_MS = 600;

/** Whether a typed text is long enough to search (spaces around it do not count). */
export function canSearch(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/** The header's region name (spec, section 9): cut at 13 characters plus an ellipsis. */
export const REGION_NAME_MAX = 13;

export function cutRegionName(name: string, max = REGION_NAME_MAX): string {
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** Local storage entries expire after 30 days and are then deleted (spec, section 9). */
export const STORAGE_EXPIRY_MS = 2_592_000_000;

/**
 * The quantity counter's rule (spec, section 4): an integer; anything not a number (a missing value, text: the
 * counter reads what is typed with readTypedQuantity first) becomes 0; never below 0; never above the drug's
 * max_count when one is known.
 */
export function normalizeQuantity(value: unknown, maxCount?: number | null): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const whole = Math.max(0, Math.trunc(value));
  return typeof maxCount === 'number' && maxCount >= 0 ? Math.min(whole, maxCount) : whole;
}

/**
 * The minimum order amount, for pick-up and courier alike (the delivery page: "Минимальная сумма заказа —
 * 30 000 сум"). The API answers it on `v1/order-minimum` and refuses an order below it; the storefront reads it
 * from that call (spec, section 9) and says how much more is needed where the shopper decides.
 */
export const ORDER_MINIMUM = 30_000;

/** How much more the goods must cost to reach the minimum order amount (0 once reached). */
export function shortOfMinimum(goodsTotal: number, minimum: number): number {
  return Math.max(0, minimum - goodsTotal);
}
