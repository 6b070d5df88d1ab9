import { matchRoute } from '@gopharm/util';
import { lazy, type ComponentType } from 'react';

/** A screen whose chunk can be fetched before it renders. */
type Preloadable = ComponentType & { preload?: () => Promise<unknown> };

/**
 * A screen loaded on first visit, so a shopper downloads only what the page needs. `pick` names the export:
 * `lazyScreen(() => import('./pages/cart/cart-page'), 'CartPage')`. A failed chunk throws to the route's error
 * element, which reloads the page at most once a minute.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  pick: K,
): ComponentType {
  const screen: Preloadable = lazy(async () => ({ default: (await load())[pick] as ComponentType }));
  screen.preload = load;
  return screen;
}

/**
 * Starts fetching the chunk of the screen a URL shows, so it arrives while the app starts (with the page's
 * dictionary) instead of after the first render. A failure is left to the render, which shows the route's error.
 */
export function preloadScreen(screens: Partial<Record<string, ComponentType>>, pathname: string): void {
  const match = matchRoute(pathname);
  const screen: Preloadable | undefined = match ? screens[match.route.id] : undefined;
  screen?.preload?.().catch(() => undefined);
}
