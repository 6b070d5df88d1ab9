import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/** The cookie that remembers the chosen language (the name Nuxt's i18n used, so old visitors keep theirs). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_OPTIONS = { maxAgeDays: 365, path: '/', sameSite: 'Lax' } as const;

export interface CookieOptions {
  maxAgeDays: number;
  path: string;
  sameSite: 'Lax' | 'Strict' | 'None';
}

const SECONDS_PER_DAY = 86_400;

/** A cookie as `document.cookie` and a Set-Cookie header take it (the browser and the edge write the same). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return (
    `${name}=${encodeURIComponent(value)}; Max-Age=${options.maxAgeDays * SECONDS_PER_DAY}` +
    `; Path=${options.path}; SameSite=${options.sameSite}`
  );
}

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

/** Parses an Accept-Language header into its languages, most preferred first ("uz-UZ,uz;q=0.9,ru;q=0.8"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
