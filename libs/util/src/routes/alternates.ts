import { LOCALES, type Locale } from '../locale/locale';
import { localizePath } from './match-route';

export interface Alternates {
  /** The page in the locale it was asked in. */
  canonical: string;
  /** hreflang → absolute address: one per locale plus x-default (the Russian page, which has no prefix). */
  hreflang: Record<Locale | 'x-default', string>;
}

/**
 * Canonical and hreflang addresses of a page. `path` is written without the locale prefix; `origin` is the
 * site's public origin (e.g. https://gopharm.uz) and never comes from a request header.
 */
export function alternatesOf(path: string, locale: Locale, origin: string): Alternates {
  const site = origin.replace(/\/+$/, '');
  const hreflang = Object.fromEntries(
    LOCALES.map((each) => [each, site + localizePath(path, each)]),
  ) as Record<Locale, string>;
  return { canonical: hreflang[locale], hreflang: { ...hreflang, 'x-default': hreflang.ru } };
}
