/** Digits, with a fraction after a point or a comma and an exponent, as a shopper or a keyboard writes a number. */
const TYPED_NUMBER = /^\s*\d+(?:[.,]\d*)?(?:e\+?\d+)?\s*$/i;

/**
 * A quantity typed into a counter, as a number for normalizeQuantity (spec, section 4: non-numeric becomes 0). A
 * number that is not whole still counts ("2.5" and the decimal comma's "2,5" are 2.5, "1e3" is 1000, which the
 * maximum then bounds): read as not a number, it became 0 and took the line out of the cart. Not "0x10", not
 * "abc": NaN. Its own module: only the counter's screens read typed text, the first load's cart does not.
 */
export function readTypedQuantity(text: string): number {
  return TYPED_NUMBER.test(text) ? Number(text.replace(',', '.')) : NaN;
}
