import type { TFunction } from 'i18next';

/** A page's title in the tab and in search results: "Корзина — GoPharm". */
export function pageTitle(name: string): string {
  return `${name} — GoPharm`;
}

/** A route's own title, from the dictionary (`titles.<route id>`); the home page's names the shop itself. */
export function routeTitle(t: TFunction, routeId: string | undefined): string {
  if (routeId === 'home') return t('titles.home');
  return pageTitle(t(routeId ? `titles.${routeId}` : 'notFound.title'));
}
