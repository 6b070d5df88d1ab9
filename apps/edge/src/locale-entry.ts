import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  acceptedLanguages,
  resolveLocale,
  serializeCookie,
  splitLocale,
  type Locale,
} from '@gopharm/util';
import { isbot } from 'isbot';
import { readCookie } from './device';

export interface EntryRequest {
  pathname: string;
  /** The query as it came, with its "?" ("" when none). */
  search: string;
  cookie?: string;
  acceptLanguage?: string;
  userAgent?: string;
  /** The Referer header and the request's own host: a link followed inside the shop is no entry. */
  referer?: string;
  host?: string;
}

/** The path of the page a link was followed from, when that page is on this site; null otherwise. */
function pathLinkedFrom(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const from = new URL(referer);
    return from.host === host ? from.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Where the home page sends a shopper whose language is Uzbek: the spec takes the language from the URL prefix,
 * then the saved cookie, then the browser's languages. Only an entry at `/` follows it (a typed address or a
 * bookmark of the shop): a Russian deep link stays Russian, as linked, and so does `/` reached by a link inside
 * the shop (the language switch or the logo, even before the page's script runs). Crawlers are never
 * redirected: they index both languages at their own addresses. The answer is `/uz` (with the query), or null
 * to serve the page.
 */
export function localeEntryRedirect(request: EntryRequest): string | null {
  const { pathname, search, cookie, acceptLanguage, userAgent } = request;
  if (pathname !== '/') return null;
  if (userAgent && isbot(userAgent)) return null;
  if (pathLinkedFrom(request.referer, request.host) !== null) return null;
  const locale = resolveLocale({
    pathname,
    cookie: readCookie(cookie, LOCALE_COOKIE),
    browserLanguages: acceptedLanguages(acceptLanguage),
  });
  return locale === 'uz' ? `/uz${search}` : null;
}

/**
 * The Set-Cookie that remembers a language chosen by a link from a page in the other language (the language
 * switch followed before the page's script took over, which would otherwise save it), or null.
 */
export function chosenLocaleCookie(
  request: Pick<EntryRequest, 'pathname' | 'referer' | 'host'>,
): string | null {
  const from = pathLinkedFrom(request.referer, request.host);
  if (from === null) return null;
  const page: Locale = splitLocale(request.pathname).locale;
  if (splitLocale(from).locale === page) return null;
  return serializeCookie(LOCALE_COOKIE, page, LOCALE_COOKIE_OPTIONS);
}
