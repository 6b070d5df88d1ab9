/**
 * The storefront's route table (spec, section 2): the one source shared by both apps and the edge.
 * Paths are written without the locale prefix; every route also exists under /uz.
 */

export type ParamKind = 'slug' | 'numeric';

export interface RouteDefinition {
  /** Stable id used by the apps to attach a screen. */
  id: string;
  /** Path without locale prefix, e.g. "/product". */
  path: string;
  /** The optional trailing parameter and how it is validated. */
  param?: ParamKind;
  /** Nested under another route (the profile area). */
  parent?: string;
  /** The spec's empty layout: only the page, without header, footer, bottom bar or order dialog. */
  layout?: 'empty';
  /**
   * The query parameters the route's screen reads. Only these reach a server render and its page cache key:
   * any other (utm_*, fbclid, a random key) cannot change what the screen shows.
   */
  query?: readonly string[];
}

/** A product grid's sort, filters and page as the URL keeps them (catalogue, subcategory and search). */
export const LISTING_QUERY = [
  'sort',
  'page',
  'manufacturer',
  'substance',
  'country',
  'form',
  'brand',
  'recept',
  'price_min',
  'price_max',
  'in_stock',
] as const;

/** What each route's screen reads from the query string, by route id (LISTING_QUERY for the grids). */
const routeQuery: Readonly<Record<string, readonly string[]>> = {
  search: ['q', ...LISTING_QUERY],
  catalog: LISTING_QUERY,
  subcategory: LISTING_QUERY,
  'catalog-by-id': ['id'],
  article: ['slug'],
  'order-detail': ['id'],
  'order-payment': ['order_id'],
  // "Показать на карте" on a product: only the pharmacies holding that drug.
  'pharmacy-map': ['drug'],
  // The page sign-in returns to (signInFirst): kept by the language switch, as any query a screen reads.
  auth: ['next'],
};

const staticPages = [
  'about',
  'app',
  'article',
  'articles',
  'auth',
  'bonus-card-mobile',
  'cart',
  'catalog-by-id',
  'catalog-home',
  'categories',
  'contact',
  'delivery-gopharm',
  'favorites',
  'konkurs',
  'offer',
  'order-detail',
  'order-history-mobile',
  'order-payment',
  'order-process',
  'payment',
  'pharmacy-map',
  'profile-mobile',
  'recently-seen',
  'recipe',
  'search',
  'take-from-shop',
] as const;

const profilePages = ['address', 'bonus-card', 'orders', 'personal', 'reminders', 'settings'] as const;

const paramRoutes: ReadonlyArray<readonly [string, ParamKind]> = [
  ['catalog', 'slug'],
  ['code', 'numeric'],
  ['collection', 'slug'],
  ['product', 'slug'],
  ['sale', 'numeric'],
  ['subcategory', 'slug'],
];

/**
 * Pages in the empty layout. The spec defines the layout but names no page; /app (the mobile-app links that
 * posters' QR codes open) is a landing page where the shop's chrome would only get in the way.
 */
const emptyLayoutPages = new Set<string>(['app']);

const withQuery = (route: RouteDefinition): RouteDefinition =>
  routeQuery[route.id] ? { ...route, query: routeQuery[route.id] } : route;

const routes: RouteDefinition[] = [
  { id: 'home', path: '/' },
  ...staticPages.map((name) => ({
    id: name,
    path: `/${name}`,
    ...(emptyLayoutPages.has(name) ? { layout: 'empty' as const } : {}),
  })),
  { id: 'profile', path: '/profile' },
  ...profilePages.map((name) => ({
    id: `profile-${name}`,
    path: `/profile/${name}`,
    parent: 'profile',
  })),
  ...paramRoutes.map(([name, param]) => ({ id: name, path: `/${name}`, param })),
];

export const ROUTES: readonly RouteDefinition[] = routes.map(withQuery);

/**
 * A catalogue slug (product, category, collection, article) as the API writes and accepts them: lowercase Latin
 * letters and digits, then also hyphens and dots, at most 200 characters. The API validates its path and query
 * parameters with this same pattern (`SLUG_PATTERN_SOURCE` in its JSON schemas), so a URL that passes the route
 * table never makes the API answer 400: anything else is the not-found page.
 */
export const SLUG_PATTERN_SOURCE = '^[a-z0-9][a-z0-9.-]{0,199}$';
const SLUG_PATTERN = new RegExp(SLUG_PATTERN_SOURCE);
const NUMERIC_PATTERN = /^[1-9][0-9]{0,15}$/;

export function isValidParam(kind: ParamKind, value: string): boolean {
  return kind === 'numeric' ? NUMERIC_PATTERN.test(value) : SLUG_PATTERN.test(value);
}
