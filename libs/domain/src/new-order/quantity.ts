import { normalizeQuantity } from '@gopharm/util';

/** Plus adds one (up to max_count). */
export const increment = (qty: number, maxCount?: number | null) => normalizeQuantity(qty + 1, maxCount);
/** Minus subtracts one (down to 0). */
export const decrement = (qty: number, maxCount?: number | null) => normalizeQuantity(qty - 1, maxCount);
