/** The query parameter of /auth that names the page to return to after signing in. */
const NEXT = 'next';

/**
 * Where a page that only a signed-in shopper sees (the checkout, the profile) sends anyone else: /auth, which
 * brings them back to it (`next`, a path without locale prefix). One address for the server, which answers a guest
 * with it, and the browser, which goes there: the way back travels in the address, so it holds without scripts
 * and whichever of the two sent the shopper.
 */
export function signInFirst(path: string): string {
  // "/" stays as it is (a query may hold it): "/auth?next=/order-process", as a shopper reads it.
  return `/auth?${NEXT}=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}

/** A character an address cannot carry as it is (a browser drops tabs and line breaks from one). */
const isControl = (character: string) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;

/**
 * The page /auth returns to, from its query (`signInFirst`): a path of this site, or null. Anything else (another
 * site's address, "//host", a backslash some browsers read as a slash, a tab or line break that a browser drops from
 * an address, so "/\t/host" would become "//host") is ignored: /auth never sends a shopper off
 * the site.
 */
export function nextAfterSignIn(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return [...next].some(isControl) ? null : next;
}
