import type { RouteDefinition } from './route-table';

// How search engines treat the routes of the route table: read by the edge's sitemap.xml and robots.txt, and kept
// apart from the table so that the apps' first load, which routes by the table, carries none of it.

/** Informational pages worth listing in the sitemap (products and categories come from the API). */
const sitemapPages = new Set<string>([
  'home',
  'about',
  'app',
  'articles',
  'catalog-home',
  'categories',
  'contact',
  'delivery-gopharm',
  'konkurs',
  'offer',
  'pharmacy-map',
  'take-from-shop',
]);

/** A shopper's own pages and per-query pages: nothing for a search engine to index. */
const privatePages = new Set<string>([
  'auth',
  'bonus-card-mobile',
  'cart',
  'favorites',
  'order-detail',
  'order-history-mobile',
  'order-payment',
  'order-process',
  'profile',
  'profile-mobile',
  'recently-seen',
  'search',
]);

/**
 * `sitemap` pages are listed in /sitemap.xml, `private` ones (a shopper's own pages, the profile area, sign-in,
 * search results) are disallowed in /robots.txt; others are only crawlable.
 */
export function crawlOf(route: Pick<RouteDefinition, 'id' | 'parent'>): 'sitemap' | 'private' | undefined {
  if (sitemapPages.has(route.id)) return 'sitemap';
  return privatePages.has(route.id) || route.parent === 'profile' ? 'private' : undefined;
}
