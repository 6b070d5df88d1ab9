import type { CookieOptions } from '../locale/resolve-locale';
import { STORAGE_EXPIRY_MS } from '../rules/storefront-rules';

/**
 * The device's cart mirrored in a small first-party cookie, so that the edge can render /cart with its lines
 * (issue 43): drug ids and quantities only, "12x2.345x1" (each line `<drug>x<qty>`, in the cart's order). The
 * device's storage stays the cart's source of truth; the cookie is only what the server may show first.
 */
export const CART_COOKIE = 'gp_cart';

/** As long as the stored cart lives (30 days), for every path, sent on a link from another site (Lax). */
export const CART_COOKIE_OPTIONS: CookieOptions = {
  maxAgeDays: STORAGE_EXPIRY_MS / 86_400_000,
  path: '/',
  sameSite: 'Lax',
};

/** Lines a cookie carries at most: the drugs of one v1/drugs page (60), so the server needs one call. */
export const CART_COOKIE_MAX_LINES = 60;

/** The longest value read: 60 lines of 9-digit ids and 4-digit quantities, with room to spare. */
const CART_COOKIE_MAX_LENGTH = 1_024;

const LINE = /^([1-9]\d{0,8})x([1-9]\d{0,3})$/;

/**
 * Whether the device's shopper is signed in, mirrored as the cart is ("1", or empty for a guest): the edge then
 * renders the checkout with the cart's lines. Only a flag, never the token: the page it unlocks shows nothing
 * the cart cookie does not already tell, and every call the checkout makes still needs the token.
 */
export const SIGNED_IN_COOKIE = 'gp_signed_in';

/** The value of SIGNED_IN_COOKIE for a shopper signed in or not. */
export const signedInCookieValue = (signedIn: boolean) => (signedIn ? '1' : '');

/**
 * Whether the shopper is signed in, as far as the cookies sent (as sent, undecoded) tell: the app writes both
 * cookies together, on every start once storage is read (domain cart-cookie-mirror.ts). True: the signed-in
 * cookie says so. False: it says a guest, or neither cookie is there (the app never ran in this browser: scripts
 * off, or a first visit, so nothing is stored to be signed in with). Undefined, not known: a cart cookie alone
 * (written by an app from before the signed-in cookie, whose shopper may well be signed in), or a value the app
 * never writes; only the browser can tell then.
 */
export function readSignedIn(
  signedInCookie: string | undefined,
  cartCookie: string | undefined,
): boolean | undefined {
  if (signedInCookie === undefined) return cartCookie === undefined ? false : undefined;
  if (signedInCookie === signedInCookieValue(true)) return true;
  return signedInCookie === signedInCookieValue(false) ? false : undefined;
}

export interface CartCookieLine {
  drug: number;
  qty: number;
}

/**
 * The cookie's value for these lines. A cart of more lines than a cookie carries is written with one line too
 * many, which the reader refuses: the server then shows the cart as unknown, never a part of it.
 */
export function cartCookieValue(lines: readonly CartCookieLine[]): string {
  return lines
    .slice(0, CART_COOKIE_MAX_LINES + 1)
    .map((line) => `${line.drug}x${line.qty}`)
    .join('.');
}

/**
 * The lines a cookie's value (as sent, undecoded) carries; an empty value is an empty cart. Anything else than
 * what `cartCookieValue` writes (too long, too many lines, a line repeated, a quantity of 0, negative or not a
 * number) is null, as is an absent cookie: the server cannot tell the cart.
 */
export function readCartCookie(value: string | undefined): CartCookieLine[] | null {
  if (value === undefined || value.length > CART_COOKIE_MAX_LENGTH) return null;
  if (value === '') return [];
  const parts = value.split('.');
  if (parts.length > CART_COOKIE_MAX_LINES) return null;
  const lines: CartCookieLine[] = [];
  const seen = new Set<number>();
  for (const part of parts) {
    const match = LINE.exec(part);
    if (!match) return null;
    const drug = Number(match[1]);
    if (seen.has(drug)) return null;
    seen.add(drug);
    lines.push({ drug, qty: Number(match[2]) });
  }
  return lines;
}
