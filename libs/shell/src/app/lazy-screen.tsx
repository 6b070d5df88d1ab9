import { matchRoute } from '@gopharm/util';
import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded screen that can also be loaded ahead of rendering (before hydrating server HTML). `module` is
 * its module's key in the build's manifest, which the server render turns into the screen's stylesheet links.
 */
export type LazyScreen = ComponentType & { preload: () => Promise<void>; module?: string };

/** A screen's loader; the build tags it with its module's key (tools/build/vite-screen-assets.ts). */
export type ScreenLoader<M> = (() => Promise<M>) & { screenModule?: string };

/**
 * A screen loaded on first visit, so a shopper downloads only what the page needs. `pick` names the export:
 * `lazyScreen(() => import('./pages/cart/cart-page'), 'CartPage')`. A failed chunk throws to the route's error
 * element, which reloads the page at most once a minute. Once loaded (or preloaded), the screen renders
 * without suspending, which the browser needs to hydrate a server-rendered page in one pass.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M>(
  load: ScreenLoader<M>,
  pick: K,
): LazyScreen {
  let Loaded: ComponentType | null = null;
  const preload = async () => {
    Loaded ??= (await load())[pick] as ComponentType;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  function Screen() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload, module: load.screenModule });
}

/**
 * A part needed only once the page has started (the screens' loading skeleton, which a later navigation shows):
 * not on the first load; `preload` fetches it (bootstrapApp does once the page is live). Until it is here it renders
 * nothing.
 */
export function loadedLater<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  pick: K,
): ComponentType & { preload: () => Promise<void> } {
  let Loaded: ComponentType | null = null;
  const preload = async () => {
    Loaded ??= (await load())[pick] as ComponentType;
  };
  function Later() {
    return Loaded ? <Loaded /> : null;
  }
  return Object.assign(Later, { preload });
}

/**
 * Starts fetching the chunk of the screen a URL shows (the not-found screen's for a path no route claims), so it
 * arrives while the app starts (with the page's dictionary) instead of after the first render. Resolves once it is
 * in, or failed: a failure is left to the render, which shows the route's error.
 */
export function preloadScreen(
  screens: Partial<Record<string, ComponentType>>,
  NotFound: ComponentType,
  pathname: string,
): Promise<void> | undefined {
  const match = matchRoute(pathname);
  return preloadOf(match ? screens[match.route.id] : NotFound);
}

/** A lazily loaded component's preload, failures left to its render; nothing for any other component. */
export function preloadOf(component: ComponentType | undefined): Promise<void> | undefined {
  return (component as Partial<LazyScreen> | undefined)?.preload?.().catch(() => undefined);
}
