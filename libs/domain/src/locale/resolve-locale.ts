import { DEFAULT_LOCALE, isLocale, type Locale } from '@gopharm/util';

/** The cookie that remembers the chosen language (the name Nuxt's i18n used, so old visitors keep theirs). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_OPTIONS = { maxAgeDays: 365, path: '/', sameSite: 'Lax' } as const;

export interface LocaleSources {
  /** The page path: a /uz or /ru prefix decides. */
  pathname: string;
  /** The saved cookie's value, if any. */
  cookie?: string;
  /** navigator.languages, in order of preference. */
  browserLanguages?: readonly string[];
}

function prefixLocale(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The language: from the URL prefix, then the saved cookie, then the browser's languages, else Russian. */
export function resolveLocale({ pathname, cookie, browserLanguages = [] }: LocaleSources): Locale {
  const fromUrl = prefixLocale(pathname);
  if (fromUrl) return fromUrl;
  if (isLocale(cookie)) return cookie;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
