import {
  localizePath,
  matchRoute,
  readCartCookie,
  readSignedIn,
  screenUrl,
  signInFirst,
  splitLocale,
  type SsrPage,
  type SsrRender,
  type SsrRequest,
} from '@gopharm/util';
import { LRUCache } from 'lru-cache';
import type { AppKind } from '../device';
import { NONCE_PLACEHOLDER, type PreparedPage } from '../html-template';
import type { ApiFetch } from './api-fetch';

export interface PageRendererOptions {
  renderers: Partial<Record<AppKind, SsrRender>>;
  apiFetch: ApiFetch;
  /** Base URL of the API ("http://127.0.0.1:3001"). */
  apiUrl: string;
  siteUrl: string;
  /** How long a rendered page is reused (the same few seconds as the API answers). 0: never. */
  cacheTtlMs: number;
  /** How many bytes of pages are kept at most (the cache's memory stays bounded). */
  cacheMaxBytes?: number;
  /** The whole page as sent, less its nonce, from the render of `url` (the app's HTML around it). */
  prepare: (kind: AppKind, url: string, page: SsrPage) => PreparedPage;
}

/** A render's outcome: the page to send (less its nonce), or where the page lives now. */
export interface RenderedPage {
  status: number;
  /** The page as sent; absent for a redirect. */
  body?: PreparedPage;
  redirect?: string;
  /** What made the render fail (status 500), for the edge's log. */
  error?: unknown;
}

export interface PageCaller {
  id: string;
  ip: string;
  url: string;
  /** The request's cart cookie as sent (`CART_COOKIE`), if any: the cart page is rendered with its lines. */
  cartCookie?: string;
  /**
   * The request's signed-in cookie as sent (`SIGNED_IN_COOKIE`): the checkout is rendered with the cart's lines, or
   * a guest is sent to sign in (`readSignedIn`).
   */
  signedInCookie?: string;
}

/** The routes rendered with the cart its cookie tells, and whether each needs the shopper signed in. */
const CART_ROUTES: Record<string, { signedIn: boolean }> = {
  cart: { signedIn: false },
  // Only a signed-in shopper orders: a guest is sent to sign in first (signInFirst), one not known to be either
  // gets the shared page, whose script decides.
  'order-process': { signedIn: true },
};

/**
 * What this caller's page is: rendered with the cart its cookie tells, sent to sign in first (the address, with the
 * page's locale), or null: the page everyone gets.
 */
function shopperPage(url: string, caller: PageCaller) {
  const pathname = url.split('?')[0];
  const route = CART_ROUTES[matchRoute(pathname)?.route.id ?? ''];
  if (!route) return null;
  if (route.signedIn) {
    const signedIn = readSignedIn(caller.signedInCookie, caller.cartCookie);
    if (signedIn === false) {
      const { locale, path } = splitLocale(pathname);
      return { signIn: localizePath(signInFirst(path), locale) };
    }
    if (signedIn === undefined) return null;
  }
  const cart = readCartCookie(caller.cartCookie);
  return cart && { cart };
}

/**
 * Server renders pages through the app's server bundle. A server render knows nothing of the shopper (no
 * token, no storage: the language comes from the URL; of the cookies only the cart's and whether the shopper is
 * signed in, on the cart and checkout pages), so a page
 * rendered for one shopper is the page for everyone using the same app and address (path and declared query, `screenUrl`): 200 and 404 pages are
 * reused for a few seconds, and concurrent requests for a page share one render. What is kept is the whole page
 * as sent (`prepare`: the app's HTML around the render, stylesheets inline) less its nonce, which each answer
 * puts in (the render writes a placeholder).
 */
export class PageRenderer {
  private readonly cache: LRUCache<string, RenderedPage> | null;
  private readonly inFlight = new Map<string, Promise<RenderedPage>>();

  constructor(private readonly options: PageRendererOptions) {
    this.cache =
      options.cacheTtlMs > 0
        ? new LRUCache({
            maxSize: options.cacheMaxBytes ?? 32 * 1024 * 1024,
            sizeCalculation: (page) => (page.body?.size ?? 0) + 64,
            ttl: options.cacheTtlMs,
          })
        : null;
  }

  /**
   * The page and whether it came from the cache, or undefined when the app has no server bundle; rejects when
   * the render itself failed.
   */
  async render(
    kind: AppKind,
    caller: PageCaller,
  ): Promise<{ page: RenderedPage; cached: boolean } | undefined> {
    const render = this.options.renderers[kind];
    if (!render) return undefined;
    // The page is rendered from (and cached under) what its screen reads: path (with the language), app and the
    // query parameters its route declares; a tracking tag or random key makes no fresh render.
    const cut = caller.url.indexOf('?');
    const url = cut === -1 ? caller.url : screenUrl(caller.url.slice(0, cut), caller.url.slice(cut));
    // A cart its cookie tells (strictly read: anything else is the cart unknown) is this shopper's alone: rendered
    // for them, never cached or shared. The cart unknown is the same page for everyone, as any other.
    const shopper = shopperPage(url, caller);
    // A guest at the checkout is sent to sign in at once: nothing to render.
    if (shopper && 'signIn' in shopper)
      return { page: { status: 302, redirect: shopper.signIn }, cached: false };
    if (shopper)
      return { page: await this.renderPage(render, kind, url, caller, shopper.cart), cached: false };
    const key = `${kind} ${url}`;
    const hit = this.cache?.get(key);
    if (hit) return { page: hit, cached: true };
    const pending = this.inFlight.get(key);
    if (pending) return { page: await pending, cached: true };
    const call = this.renderPage(render, kind, url, caller)
      .then((rendered) => {
        if (rendered.status === 200 || rendered.status === 404) this.cache?.set(key, rendered);
        return rendered;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return { page: await call, cached: false };
  }

  private async renderPage(
    render: SsrRender,
    kind: AppKind,
    url: string,
    caller: PageCaller,
    cart?: SsrRequest['cart'],
  ): Promise<RenderedPage> {
    const page = await render({
      url,
      nonce: NONCE_PLACEHOLDER,
      siteUrl: this.options.siteUrl,
      apiBaseUrl: `${this.options.apiUrl}/api/`,
      fetch: this.options.apiFetch.forRequest({ requestId: caller.id, forwardedFor: caller.ip }),
      ...(cart && { cart }),
    });
    const { status, redirect, error } = page;
    return redirect ? { status, redirect } : { status, error, body: this.options.prepare(kind, url, page) };
  }
}
