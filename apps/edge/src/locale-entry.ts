import { LOCALE_COOKIE, acceptedLanguages, resolveLocale } from '@gopharm/util';
import { isbot } from 'isbot';
import { readCookie } from './device';

export interface EntryRequest {
  pathname: string;
  /** The query as it came, with its "?" ("" when none). */
  search: string;
  cookie?: string;
  acceptLanguage?: string;
  userAgent?: string;
}

/**
 * Where the home page sends a shopper whose language is Uzbek: the spec takes the language from the URL prefix,
 * then the saved cookie, then the browser's languages. Only `/` follows it (a typed address or a bookmark of the
 * shop); a Russian deep link stays Russian, as linked. Crawlers are never redirected: they index both
 * languages at their own addresses. The answer is `/uz` (with the query), or null to serve the page.
 */
export function localeEntryRedirect({ pathname, search, cookie, acceptLanguage, userAgent }: EntryRequest) {
  if (pathname !== '/') return null;
  if (userAgent && isbot(userAgent)) return null;
  const locale = resolveLocale({
    pathname,
    cookie: readCookie(cookie, LOCALE_COOKIE),
    browserLanguages: acceptedLanguages(acceptLanguage),
  });
  return locale === 'uz' ? `/uz${search}` : null;
}
