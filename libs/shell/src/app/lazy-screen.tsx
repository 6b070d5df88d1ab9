import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit, so a shopper downloads only what the page needs. `pick` names the export:
 * `lazyScreen(() => import('./pages/cart/cart-page'), 'CartPage')`. A failed chunk throws to the route's error
 * element, which reloads the page at most once a minute.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  pick: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[pick] as ComponentType }));
}
