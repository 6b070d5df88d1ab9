import { matchRoute } from './match-route';

/**
 * The address as a page's screen reads it: the path and, of the query, only the parameters its route declares
 * (RouteDefinition.query), each once, in the route's order. Tracking tags and random keys drop out, so
 * "/product/x?utm_source=a" and "/product/x" are one page to render and to cache, and the server and the browser
 * see the same address. A path without a route keeps no query.
 */
export function screenUrl(pathname: string, search: string): string {
  const declared = matchRoute(pathname)?.route.query;
  if (!declared || !search || search === '?') return pathname;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of declared) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
