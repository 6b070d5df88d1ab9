import {
  CART_COOKIE_MAX_LINES,
  cartCookieValue,
  readCartCookie,
  readSignedIn,
  signedInCookieValue,
} from './cart-cookie';

describe('cart cookie', () => {
  it('carries the lines in the cart’s order and reads them back', () => {
    const lines = [
      { drug: 12, qty: 2 },
      { drug: 345, qty: 1 },
    ];
    expect(cartCookieValue(lines)).toBe('12x2.345x1');
    expect(readCartCookie(cartCookieValue(lines))).toEqual(lines);
  });

  it('reads an empty value as an empty cart and an absent cookie as an unknown one', () => {
    expect(readCartCookie('')).toEqual([]);
    expect(readCartCookie(undefined)).toBeNull();
  });

  it.each([
    ['a negative quantity', '12x-2'],
    ['a quantity of 0', '12x0'],
    ['a line without its quantity', '12'],
    ['JSON', '[{"drug":12,"qty":2}]'],
    ['URL-encoded text', '12%3A2'],
    ['a repeated drug', '12x2.12x3'],
    ['a fraction', '12x1.5'],
    ['a drug id of 0', '0x1'],
    ['an empty line', '12x2..13x1'],
    ['a too large quantity', '12x10000'],
    ['a too long value', `${'1'.repeat(1_100)}x1`],
  ])('refuses %s', (_what, value) => {
    expect(readCartCookie(value)).toBeNull();
  });

  it('refuses a cart of more lines than a cookie carries, as the writer writes one', () => {
    const many = Array.from({ length: CART_COOKIE_MAX_LINES + 5 }, (_, index) => ({
      drug: index + 1,
      qty: 1,
    }));
    expect(readCartCookie(cartCookieValue(many))).toBeNull();
    expect(readCartCookie(cartCookieValue(many.slice(0, CART_COOKIE_MAX_LINES)))).toHaveLength(
      CART_COOKIE_MAX_LINES,
    );
  });

  it('tells signed in or a guest from what the app writes, and leaves an older app’s shopper unknown', () => {
    expect(readSignedIn(signedInCookieValue(true), '12x2')).toBe(true);
    expect(readSignedIn(signedInCookieValue(true), undefined)).toBe(true);
    expect(readSignedIn(signedInCookieValue(false), '12x2')).toBe(false);
    // No app ever ran here (scripts off, a first visit): nothing stored to be signed in with.
    expect(readSignedIn(undefined, undefined)).toBe(false);
    // A cart cookie alone: an app from before the signed-in cookie, maybe signed in.
    expect(readSignedIn(undefined, '12x2')).toBeUndefined();
    expect(readSignedIn(undefined, '')).toBeUndefined();
    expect(readSignedIn('true', '12x2')).toBeUndefined();
  });
});
