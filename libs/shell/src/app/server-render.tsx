import { AppError } from '@gopharm/api-client';
import { createRootStore, loadCookieCart, metaOf, takeSnapshot, type RootStore } from '@gopharm/domain';
import { createI18n } from '@gopharm/i18n';
import {
  LOCALES,
  alternatesOf,
  localizePath,
  matchRoute,
  scriptJson,
  splitLocale,
  type Locale,
  type SsrPage,
  type SsrRender,
  type SsrRequest,
} from '@gopharm/util';
import type { i18n } from 'i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import type { AppDefinition } from '../bootstrap-app';
import { ServerErrorScreen } from '../errors/server-error-screen';
import { buildLocaleRoutes, LocaleRouteTree, type LocaleRoutes } from '../locale-routes';
import type { PageSeo, RouteLoadResult } from '../loading/route-load';
import { sharedRouteLoads } from '../loading/shared-route-loads';
import { AppTree } from './app-tree';
import { preloadOf, type LazyScreen, type ScreenLoader } from './lazy-screen';
import { pageHead, prefetchTemplate, screenFileLinks, type ScreenFiles } from './page-head';
import { ShopperKnownContext } from '../screens/shopper-pending';
import { HtmlSanitizerContext } from '../screens/safe-html/html-sanitizer';
import { safeHtml } from '@gopharm/util/html';
import { pageTitle, routeTitle } from './page-title';

// A server render happens once per request: observers need no reactions (cheaper, and nothing to dispose).
enableStaticRendering(true);

/**
 * The API is on loopback: a slow answer should fail the page fast rather than hold the shopper. A page's data has
 * DATA_DEADLINE_MS in all (its calls side by side, the not-found page's categories after them), no call is retried
 * past it, and a page whose data is not in by then is the 503 server-error page: whatever hangs, the shopper (and a
 * crawler) has an answer within 3 s.
 */
const SERVER_TIMEOUTS = { getMs: 2_000, backoffLimitMs: 200, getRetries: 0 };
const DATA_DEADLINE_MS = 2_500;
/** A render that has not finished by then is abandoned (the error page is sent instead). */
const RENDER_TIMEOUT_MS = 5_000;

/** What React leaves where a Suspense boundary could not be rendered on the server (it suspended or threw). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders to a string. The screen's code and data are loaded first, so nothing suspends and the synchronous
 * renderer does it all (its string needs no encoding into bytes and back, a tenth of a render); when a part
 * did suspend or throw after all, React's streaming renderer waits for it instead.
 */
function renderToHtml(element: ReactNode, nonce: string): Promise<string> {
  const html = renderToString(element);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? streamToHtml(element, nonce) : Promise.resolve(html);
}

/** Renders to a string with React's streaming renderer, once every lazy part has resolved. */
function streamToHtml(element: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Never split a finished Suspense boundary out into a hidden template that only a script reveals: the
      // page must be whole without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failure) {
          clearTimeout(timer);
          reject(failure);
        } else stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      // An error inside a Suspense boundary still ends in onAllReady: the page is then sent as failed.
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    timer.unref();
  });
}

/** What a page's data phase yields when its deadline passed first. */
const LATE = Symbol('late');

/** The work's result, or `late` if the deadline (a time in ms) comes first; the work itself goes on unawaited. */
async function beforeDeadline<T, L>(work: Promise<T>, deadline: number, late: L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** A failed API call's page status: the API down or slow is 503, any other failure of it 502. */
function apiFailureStatus(error: AppError | undefined): number {
  if (!error) return 502;
  if (error.status === 503 || error.kind === 'network') return 503;
  return 502;
}

function metaQuery(routeId: string | undefined, param: string | undefined, pathname: string) {
  if (routeId === 'home') return { url: 'home' };
  // The route table checked the slug with the API's own rule.
  if ((routeId === 'product' || routeId === 'catalog' || routeId === 'subcategory') && param)
    return { slug: param };
  return { url: `${pathname.replace(/\/$/, '')}/` };
}

/** The files of several lazily loaded parts of a page, each once, in the parts' order. */
function joinScreenFiles(parts: (ScreenFiles | undefined)[]): ScreenFiles {
  const present = parts.filter((files) => files !== undefined);
  return {
    css: [...new Set(present.flatMap((files) => files.css))],
    js: [...new Set(present.flatMap((files) => files.js))],
  };
}

/**
 * The server side of an app: renders a URL into HTML with a fresh root store per request, the route's data
 * loaded first (sharedRouteLoads, or the app's own AppDefinition.loads), the i18n of the URL's language, and the store's snapshot for hydration.
 * A missing product or category renders the not-found screen with 404; a failed API call the server-error
 * screen with 502/503; an exception in render the server-error screen with 500.
 */
export function createServerRenderer(
  definition: AppDefinition & {
    /** Each lazily loaded screen's files by module key (the build's `virtual:screen-files`). */
    screenFiles?: Record<string, ScreenFiles>;
    /**
     * What every page imports as it starts, by language (the same module's `startupFiles`: its dictionary, the
     * stored-state library): a page preloads them with the app's scripts, which otherwise request them only once
     * they have run.
     */
    startupFiles?: Partial<Record<string, ScreenFiles>>;
  },
): SsrRender {
  const {
    screens,
    NotFound,
    Layout,
    Fallback,
    layoutParts = [],
    loads = {},
    config,
    screenFiles = {},
    startupFiles = {},
    prefetch = [],
  } = definition;
  // The likely next screens' files (the server build tags each loader with its module: vite-screen-assets).
  const nextScreenFiles = joinScreenFiles(
    prefetch.map((load) => {
      const key = (load as ScreenLoader<unknown>).screenModule;
      return key ? screenFiles[key] : undefined;
    }),
  );
  const ServerError = definition.ServerError ?? ServerErrorScreen;
  const translators = Object.fromEntries(LOCALES.map((locale) => [locale, createI18n(locale)])) as Record<
    Locale,
    i18n
  >;
  // The route tree of each outcome, built once: the app's screens, or one route's screen replaced by the
  // server-error screen when its data could not be loaded or it threw. A missing product or category is the
  // screen's own business (it shows its not-found variant from the loaded state, as in the browser).
  const routeTrees = new Map<string, LocaleRoutes>();
  function routesFor(routeId: string | undefined, status: number) {
    const key = status >= 500 && routeId ? routeId : '';
    let routes = routeTrees.get(key);
    if (!routes) {
      const routed = key ? { ...screens, [key]: ServerError } : screens;
      routes = buildLocaleRoutes(routed, NotFound, Layout, Fallback);
      routeTrees.set(key, routes);
    }
    return routes;
  }

  async function renderApp(
    request: SsrRequest,
    url: URL,
    stores: RootStore,
    locale: Locale,
    routeId: string | undefined,
    status: number,
    cartKnown = false,
  ): Promise<string> {
    const routes = routesFor(routeId, status);
    return renderToHtml(
      <AppTree stores={stores} i18n={translators[locale]} config={config}>
        {/* The shopper's cart, favourites and sign-in are in their browser: the screens that show them render
            their loading state (ShopperPending), but for the cart and checkout of a cart its cookie told. */}
        <ShopperKnownContext.Provider value={cartKnown}>
          {/* API HTML (descriptions, articles) is cleaned without a DOM, so the page's HTML carries its text. */}
          <HtmlSanitizerContext.Provider value={safeHtml}>
            <StaticRouter location={url.pathname + url.search}>
              <LocaleRouteTree routes={routes} />
            </StaticRouter>
          </HtmlSanitizerContext.Provider>
        </ShopperKnownContext.Provider>
      </AppTree>,
      request.nonce,
    );
  }

  return async function render(request: SsrRequest): Promise<SsrPage> {
    const url = new URL(request.url, request.siteUrl);
    const { locale, path } = splitLocale(url.pathname);
    const match = matchRoute(url.pathname);
    const routeId = match?.route.id;
    let firstFailure: AppError | undefined;
    const stores = createRootStore({
      locale,
      apiConfig: {
        baseUrl: request.apiBaseUrl,
        fetch: request.fetch,
        timeouts: SERVER_TIMEOUTS,
        onError: (error) => void (firstFailure ??= error),
      },
    });
    const translate = translators[locale].getFixedT(locale);
    const t = (key: string) => translate(key);
    let renderError: unknown;
    try {
      const load = routeId ? (loads[routeId] ?? sharedRouteLoads[routeId]) : undefined;
      const meta = metaQuery(routeId, match?.param, url.pathname);
      // The page's data and meta tags, side by side. The screen's code too: a loaded screen renders without
      // suspending, so the whole page is one piece of HTML (a suspended one would be streamed as a hidden
      // template only a script reveals).
      const deadline = Date.now() + DATA_DEADLINE_MS;
      // The edge gives the cart to the pages that show it (the cart; the checkout of a signed-in shopper).
      const cookieCart = routeId === 'cart' || routeId === 'order-process' ? request.cart : undefined;
      const [outcome, cartKnown] = await beforeDeadline(
        Promise.all([
          load
            ? load({ stores, param: match?.param, search: url.searchParams, t })
            : Promise.resolve<RouteLoadResult>({ status: 'ok' }),
          cookieCart ? loadCookieCart(stores, cookieCart).then((loaded) => loaded.ok) : false,
          meta ? metaOf(stores).load(meta) : undefined,
          routeId ? screens[routeId]?.preload?.() : undefined,
          (NotFound as { preload?: () => Promise<void> }).preload?.(),
          // A screen whose code came late is rendered as its loading skeleton.
          preloadOf(Fallback),
          ...layoutParts.map((part) => part.preload()),
        ]),
        deadline,
        [LATE, false] as const,
      );
      if (outcome !== LATE && outcome.status === 'ok' && outcome.redirect) {
        const location = localizePath(outcome.redirect, locale);
        const status = outcome.temporary ? 302 : 301;
        return { status, head: '', html: '', state: '', redirect: location };
      }
      let status = outcome === LATE ? 503 : !match || outcome.status === 'not-found' ? 404 : 200;
      // The not-found screen lists popular categories (if they come in time: it is whole without them).
      if (status === 404 && stores.categories.state === 'idle') {
        await beforeDeadline(stores.categories.load(), deadline, undefined);
      }
      if (outcome !== LATE && outcome.status === 'failed') status = apiFailureStatus(firstFailure);
      let html: string;
      try {
        html = await renderApp(request, url, stores, locale, routeId, status, cartKnown && status === 200);
      } catch (error) {
        // A screen that throws while rendering: the same page with the server-error screen in its place.
        renderError = error;
        status = 500;
        html = await renderApp(request, url, stores, locale, routeId ?? 'home', 500);
      }
      // The head names what the page shows: the thing loaded, else the route ("Корзина — GoPharm"); a missing
      // page says what is missing, as its heading does ("Товар не найден!").
      const loaded = outcome === LATE ? undefined : outcome.seo;
      const seo: PageSeo =
        status === 200
          ? (loaded ?? {})
          : { title: status === 404 ? (loaded?.title ?? t('notFound.title')) : t('serverError.title') };
      const query = routeId === 'search' ? url.searchParams.get('q')?.trim() : undefined;
      const head = pageHead({
        seo,
        meta: status === 200 ? metaOf(stores).tags : [],
        locale,
        canonical: alternatesOf(path, locale, request.siteUrl).canonical,
        siteUrl: request.siteUrl,
        nonce: request.nonce,
        fallbackTitle: query
          ? pageTitle(translate('titles.searchFor', { query }))
          : routeTitle(translate, routeId),
      });
      // The screen on the page (a failed one was replaced by the server-error screen, part of the entry).
      const screen =
        status < 500 && routeId ? (screens[routeId] as Partial<LazyScreen> | undefined) : undefined;
      // The layout's parts (the footer) are on every page, the server-error one too: their stylesheets with the
      // screen's, so no part of the page is painted unstyled and then re-laid out when its chunk arrives.
      const notFound = status === 404 ? (NotFound as Partial<LazyScreen>) : undefined;
      const files = joinScreenFiles([
        ...[...layoutParts, screen, notFound].map((part) =>
          part?.module ? screenFiles[part.module] : undefined,
        ),
        startupFiles[locale],
      ]);
      return {
        status,
        head: head + screenFileLinks(files, request.nonce) + prefetchTemplate(nextScreenFiles, files),
        html,
        state: scriptJson(takeSnapshot(stores)),
        error: renderError,
      };
    } finally {
      stores.dispose();
    }
  };
}
