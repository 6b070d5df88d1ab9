import { createBrowserPorts, createRootStore } from '@gopharm/domain';
import { loadI18n } from '@gopharm/i18n';
import { splitLocale } from '@gopharm/util';
import type { i18n } from 'i18next';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { preloadScreen } from './app/lazy-screen';
import { prefetchWhenIdle, registerServiceWorker } from './app/service-worker';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, type SiteConfig } from './app/site-config';
import { LoadingTrackerProvider } from './loading/loading-tracker';
import { buildLocaleRoutes } from './locale-routes';
import { NoticesProvider } from './notices/notices';
import { startVitals } from './vitals/vitals-reporter';

export interface AppDefinition {
  /** Screens by route id of the shared route table. */
  screens: Partial<Record<string, ComponentType>>;
  NotFound: ComponentType;
  Layout?: ComponentType;
  /** Shown while a screen's chunk loads (a skeleton of the page). */
  Fallback?: ComponentType;
  /** Support contacts and the map's tiles; defaults for development. */
  config?: Partial<SiteConfig>;
  /** The service worker's address at the site root; none is registered without it. */
  serviceWorkerUrl?: string;
  /** Chunks of the likely next screens, fetched when the browser is idle (skipped on 2g or save-data). */
  prefetch?: (() => Promise<unknown>)[];
  /** Sentry DSN: failed calls are reported only when it is set. */
  sentryDsn?: string;
}

/** Starts an app in the browser: one store tree and one translator for this tab, in the URL's language. */
export function bootstrapApp({
  screens,
  NotFound,
  Layout,
  Fallback,
  config,
  serviceWorkerUrl,
  prefetch = [],
  sentryDsn,
}: AppDefinition): void {
  const { locale } = splitLocale(window.location.pathname);
  // Only the page's language is downloaded (its own small chunk, fetched while the rest starts up).
  const translator = loadI18n(locale);
  // The page's screen chunk comes in parallel with it rather than after the first render.
  preloadScreen(screens, window.location.pathname);
  // The domain navigates through the router; it only ever does so after start-up, once the router exists.
  const ports = createBrowserPorts(window, (path) => void router.navigate(path));
  const stores = createRootStore({ locale, apiConfig: { baseUrl: '/api/', sentryDsn }, ...ports });
  // The stored user is read back first, then refreshed (a 401 signs out and goes to /auth).
  void stores.ready.then(() => stores.auth.initialize());
  const router = createBrowserRouter(buildLocaleRoutes(screens, NotFound, Layout, Fallback));
  if (serviceWorkerUrl) registerServiceWorker(serviceWorkerUrl);
  prefetchWhenIdle(prefetch);
  startVitals({ device: stores.device() });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The first render waits for the stored state (user, cart, region), read from local storage in a moment, so no
  // screen ever takes a signed-in shopper for a guest or a full cart for an empty one.
  const render = (i18n: i18n) =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders stores={stores} i18n={i18n}>
          <SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, ...config }}>
            <LoadingTrackerProvider>
              <NoticesProvider>
                <RouterProvider router={router} />
              </NoticesProvider>
            </LoadingTrackerProvider>
          </SiteConfigProvider>
        </AppProviders>
      </StrictMode>,
    );
  const ready = () => translator.then(render);
  void stores.ready.then(ready, ready);
}
