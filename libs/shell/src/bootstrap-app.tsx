import {
  createBrowserPorts,
  createRootStore,
  type CookiePort,
  type NavigationPort,
  type RootSnapshot,
  type RootStore,
} from '@gopharm/domain';
import { loadI18n } from '@gopharm/i18n';
import { matchRoute, splitLocale, SSR_STATE_ID } from '@gopharm/util';
import type { i18n } from 'i18next';
import { startTransition, useLayoutEffect, type ComponentType } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { createStartLatch, WhenStartedContext } from './app/app-start';
import { AppTree } from './app/app-tree';
import { replayEarlyTaps, takeEarlyTaps } from './app/early-taps';
import { createHydrationGate, HydrationGateContext } from './app/first-commit';
import { preloadOf, preloadScreen, type LazyScreen } from './app/lazy-screen';
import { preloadErrorScreen } from './errors/route-error';
import type { SiteConfig } from './app/site-config';
import type { RouteLoad } from './loading/route-load';
import { buildLocaleRoutes, LocaleRouteTree, type LocaleRoutes } from './locale-routes';

export interface AppDefinition {
  /** Screens by route id of the shared route table. */
  screens: Partial<Record<string, ComponentType & { preload?: () => Promise<void> }>>;
  NotFound: ComponentType;
  /** The server-error screen (the shell's by default). */
  ServerError?: ComponentType;
  Layout?: ComponentType;
  /** Shown while a screen's chunk loads (a skeleton of the page; loadedLater keeps it off the first load). */
  Fallback?: ComponentType;
  /**
   * The layout's lazily loaded parts that the server renders (the footer): loaded with the screen's code before
   * hydrating, so the page hydrates in one pass and the stored state is not held back by them; the server HTML
   * links their stylesheets, as the screen's.
   */
  layoutParts?: LazyScreen[];
  /**
   * What the server loads before rendering a route of the app's own, by route id. The screens both apps share
   * (home, catalogue, product, search…) load as sharedRouteLoads says, unless named here.
   */
  loads?: Partial<Record<string, RouteLoad>>;
  /** Support contacts and the map's tiles; defaults for development. */
  config?: Partial<SiteConfig>;
  /** The service worker's address at the site root; none is registered without it. */
  serviceWorkerUrl?: string;
  /**
   * The loaders of the likely next screens: the server lists their files in the page, and the browser fetches
   * them when idle (skipped on 2g or save-data), running none of their code.
   */
  prefetch?: (() => Promise<unknown>)[];
  /** Sentry DSN: failed calls are reported only when it is set. */
  sentryDsn?: string;
}

/**
 * The snapshot the server put in the page and the status it rendered, or null (a page served without server
 * rendering).
 */
function readServerState(): { snapshot: RootSnapshot; status: number } | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return {
      snapshot: JSON.parse(element.textContent) as RootSnapshot,
      status: Number(element.dataset.status),
    };
  } catch {
    return null;
  }
}

/**
 * Screens whose server HTML does not depend on the shopper's storage although the server loads no data for them:
 * they are hydrated, so what a shopper typed into them before the app started stays (sign-in's phone number).
 */
const HYDRATED_WITHOUT_DATA: readonly string[] = ['auth'];

/** Lets the browser handle input and paint before the next step (scheduler.yield where there is one). */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Hands the router's navigate to the stores, which navigate from outside React (after sign-in, on a 401). */
function RouterNavigator({ onNavigate }: { onNavigate: (navigate: NavigationPort['navigate']) => void }) {
  const navigate = useNavigate();
  useLayoutEffect(() => onNavigate((path, options) => void navigate(path, options)), [navigate, onNavigate]);
  return null;
}

/** Starts an app in the browser: one store tree and one translator for this tab, in the URL's language. */
export function bootstrapApp({
  screens,
  NotFound,
  Layout,
  Fallback,
  layoutParts = [],
  config,
  serviceWorkerUrl,
  sentryDsn,
}: AppDefinition): void {
  const { locale } = splitLocale(window.location.pathname);
  // Only the page's language is downloaded (its own small chunk, fetched while the rest starts up).
  const translator = loadI18n(locale);
  // The page's screen chunk comes in parallel with it rather than after the first render, which waits for it: a
  // screen rendered while its chunk is on the way shows the route's skeleton, then itself, and the page jumps.
  const screenCode = preloadScreen(screens, NotFound, window.location.pathname);
  void startApp();

  // Start-up in short tasks: the browser answers a tap or a scroll between reading the snapshot and building the
  // stores, building the router, and hydrating (one long task would block input on a slow phone).
  async function startApp() {
    await yieldToBrowser();
    const server = readServerState();
    const snapshot = server?.snapshot;
    // The domain navigates through the router; it only ever does so after start-up, once the router is mounted
    // (before that, an ordinary page load).
    let navigate: NavigationPort['navigate'] | null = null;
    const setNavigate = (next: NavigationPort['navigate']) => void (navigate = next);
    const ports = createBrowserPorts(window, () => navigate);
    // The browser opens the page's local storage when the ports first read it (1-13 ms on this machine, waiting
    // on the browser's storage process): apart from making the stores, which is MobX's work on every member.
    await yieldToBrowser();
    const stores = createRootStore({
      locale,
      apiConfig: { baseUrl: '/api/', sentryDsn },
      ...ports,
      ...(snapshot && { snapshot, deferPersistence: true }),
    });
    await yieldToBrowser();
    const routes = buildLocaleRoutes(screens, NotFound, Layout, Fallback);
    await yieldToBrowser();
    // react-dom's client sets itself up (its event names: ~8 ms of CPU on this machine) when first imported: here, in a
    // task of its own, rather than in the one that runs the app's modules (its chunk is already loaded).
    const reactDom = await import('react-dom/client');
    await yieldToBrowser();
    mount(server, stores, routes, setNavigate, ports.cookies, reactDom);
  }

  function mount(
    server: ReturnType<typeof readServerState>,
    stores: RootStore,
    routes: LocaleRoutes,
    setNavigate: (navigate: NavigationPort['navigate']) => void,
    cookies: CookiePort,
    { hydrateRoot, createRoot }: typeof import('react-dom/client'),
  ) {
    const snapshot = server?.snapshot;
    // The service worker, the next screens' prefetch and field data wait for the page: their code comes after.
    void import('./app/after-page').then(
      ({ registerServiceWorker, prefetchWhenIdle, startVitals, mirrorCartInCookie }) => {
        // The cart's cookie, which the edge renders /cart from, follows the stored cart once it is read.
        void mirrorCartInCookie(stores, cookies);
        // What a navigation shows while a screen's code arrives (loadedLater): not needed before now.
        void preloadOf(Fallback);
        if (serviceWorkerUrl) registerServiceWorker(serviceWorkerUrl);
        prefetchWhenIdle();
        startVitals({ device: stores.device() });
      },
    );
    // Every page the edge or the build writes has #root; without it React's own hydrateRoot/createRoot says so.
    const container = document.getElementById('root') as HTMLElement;
    let started = false;
    // Taps held since the page showed (early-taps.ts) are repeated once the screen is hydrated and the stored cart,
    // user and favourites are read back: a tap before that would be undone by the stored state arriving after it
    // ("В корзину" added to an empty cart that the stored one then replaces).
    const releaseTaps = () => replayEarlyTaps(takeEarlyTaps(window));
    // Links tapped meanwhile are followed after the held taps are repeated (app-start.ts).
    const start = createStartLatch();
    const release = () => {
      releaseTaps();
      start.open();
    };
    // The stored user is read back first, then refreshed (a 401 signs out and goes to /auth).
    const afterStart = () => {
      if (started) return;
      started = true;
      // In a task of its own: the stored-state library comes with the page's preloads, so reading storage and
      // re-rendering what it changes would otherwise run in the task that finished hydrating (one long task).
      void yieldToBrowser()
        .then(() => stores.startPersistence())
        .then(() => {
          release();
          return stores.auth.initialize();
        }, release);
    };
    // Storage is read once every part of the page is on screen (hydrated): see HydratedPart.
    const gate = createHydrationGate(afterStart);
    const tree = (i18n: i18n) => (
      <AppTree stores={stores} i18n={i18n} config={config}>
        <HydrationGateContext.Provider value={gate}>
          <WhenStartedContext.Provider value={start.whenStarted}>
            <BrowserRouter>
              <LocaleRouteTree routes={routes} />
              <RouterNavigator onNavigate={setNavigate} />
            </BrowserRouter>
          </WhenStartedContext.Provider>
        </HydrationGateContext.Provider>
      </AppTree>
    );
    // Only pages whose data the server loaded (and HYDRATED_WITHOUT_DATA) are hydrated. The others (profile…, a
    // cart or checkout the server could not see) depend on the shopper's storage: the server sent their loading
    // state, and the browser renders them afresh once the user and cart are read, so no screen takes a signed-in
    // shopper for a guest. Error pages (the API failed, a screen threw) are rendered afresh too, trying the data
    // again.
    // The cart page (and a signed-in shopper's checkout) of a cart its cookie told is hydrated too: the snapshot
    // carries its lines, so the server's +/−, × and quantity fields, and the checkout's choices (RadioChoice), stay
    // the ones the shopper tapped, typed into or chose before the app started.
    const serverData = Object.keys(snapshot?.preloaded ?? {}).length > 0 || Boolean(snapshot?.cart);
    const routeId = matchRoute(window.location.pathname)?.route.id;
    // A page no screen claims is the not-found screen alone, which reads only the snapshot's categories: hydrated,
    // so its search keeps what a shopper typed before the app started.
    const notFoundPage = server?.status === 404 && !(routeId && screens[routeId]);
    // A page the server rendered as an error is rendered afresh, and most likely fails again: its error page's code
    // comes with the screen's rather than after the failure.
    if (server && server.status >= 500) void preloadErrorScreen();
    if (
      server &&
      (serverData || notFoundPage || HYDRATED_WITHOUT_DATA.includes(routeId!)) &&
      !(server.status >= 500)
    ) {
      // Server HTML: hydrate it as rendered (the screen's code loaded first, so it hydrates in one pass), then
      // apply the cart, favourites and user from storage, which re-renders what differs without a mismatch.
      // The layout's parts too: the server rendered them.
      // A 404 of a route's own (a parameter no screen takes) shows the not-found screen, which loads lazily too.
      const preload = Promise.all([
        screenCode,
        server.status === 404 ? preloadOf(NotFound) : undefined,
        ...layoutParts.map((part) => part.preload()),
      ]);
      // In a transition, so React hydrates in short tasks and a key press is answered in between (taps are held
      // until the screen is hydrated: React drops a tap on a part it cannot hydrate at once).
      // Hydrating starts in a task of its own: the translator is made in the task its dictionary arrives in, and
      // the two together were a long task on a slow phone (issue 43, item 5).
      const hydrate = () =>
        translator.then((i18n) =>
          yieldToBrowser().then(() => startTransition(() => void hydrateRoot(container, tree(i18n)))),
        );
      void preload.then(hydrate, hydrate);
      return;
    }
    // Without server HTML the first render waits for the stored state (user, cart, region), read from local
    // storage in a moment, so no screen ever takes a signed-in shopper for a guest or a full cart for an empty one.
    // The server's loading state (ShopperPending) stays on screen until then, and until the screen's code is here.
    // The footer may come after: it moves nothing.
    const render = () =>
      translator.then((i18n) =>
        startTransition(() => {
          // The server's elements are replaced: taps on them cannot be repeated, but a link held behind them is
          // followed (as an ordinary navigation: nothing of the app handles the server's links yet).
          replayEarlyTaps(takeEarlyTaps(window).filter((held) => held instanceof HTMLAnchorElement));
          createRoot(container).render(tree(i18n));
        }),
      );
    void Promise.all([stores.startPersistence(), screenCode]).then(render, render);
  }
}
