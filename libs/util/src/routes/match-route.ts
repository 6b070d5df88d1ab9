import { DEFAULT_LOCALE, type Locale } from '../locale/locale';
import { ROUTES, isValidParam, type RouteDefinition } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  locale: Locale;
  /** The optional parameter, when the path carries one. */
  param?: string;
}

/** Splits "/uz/product/x" into the locale and the path without its prefix ("/product/x"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/uz' || pathname.startsWith('/uz/')) {
    return { locale: 'uz', path: pathname.slice(3) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Adds the locale prefix to a path written without one. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? '/uz' : `/uz${path}`;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Finds the route for a pathname (no query string). Returns null for an unmatched route or a parameter
 * that fails validation: both answer 404.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, path } = splitLocale(pathname);
  const exact = ROUTES.find((route) => route.path === path);
  if (exact) return { route: exact, locale };

  const cut = path.lastIndexOf('/');
  if (cut <= 0) return null;
  const base = path.slice(0, cut);
  const param = safeDecode(path.slice(cut + 1));
  const route = ROUTES.find((candidate) => candidate.param && candidate.path === base);
  if (!route?.param || param === null || !isValidParam(route.param, param)) return null;
  return { route, locale, param };
}
