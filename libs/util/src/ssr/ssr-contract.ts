import type { CartCookieLine } from '../orders/cart-cookie';

/**
 * What the edge and an app's server bundle (dist/apps/<app>/server/entry-server.mjs) agree on. The edge loads
 * the bundle at start by path and calls its `render` export for every page; it never imports app code.
 */
export interface SsrRequest {
  /** The requested path and query, already canonical ("/uz/product/aspirin?x=1"). */
  url: string;
  /** This answer's CSP nonce, for the state and JSON-LD scripts. */
  nonce: string;
  /** The site's public origin, for canonical, Open Graph and JSON-LD addresses. */
  siteUrl: string;
  /** Base URL of the API on loopback ("http://127.0.0.1:3001/api/"). */
  apiBaseUrl: string;
  /** Reaches the API: the edge's fetch (keep-alive, short cache of public answers, request id). */
  fetch: typeof fetch;
  /**
   * The shopper's cart as their cart cookie carries it (`readCartCookie`), on the cart page, and on the checkout
   * of a shopper whose signed-in cookie says so (`readSignedIn`): rendered with these lines. Absent when a
   * cookie is absent or malformed: the page shows the cart as unknown.
   */
  cart?: CartCookieLine[];
}

export interface SsrPage {
  /** 200, 301 with `redirect`, 404 for a missing product or category, 5xx when the API failed or the render threw. */
  status: number;
  /** Tags for <head>: title, description, Open Graph, JSON-LD, preloads. */
  head: string;
  /** The rendered app, the content of #root. */
  html: string;
  /** The store's snapshot as JSON with "<" escaped, for <script type="application/json" id="__GOPHARM_STATE__">. */
  state: string;
  /** What made the render fail (status 500), for the edge's log. */
  error?: unknown;
  /** The page lives at another address (status 301): the edge redirects there instead of sending HTML. */
  redirect?: string;
}

export type SsrRender = (request: SsrRequest) => Promise<SsrPage>;

/** The id of the state script the browser creates its store from. */
export const SSR_STATE_ID = '__GOPHARM_STATE__';

/** The id of the page's template of prefetch links, which the browser puts in the head once it is idle. */
export const PREFETCH_TEMPLATE_ID = 'gp-prefetch';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators that break old parsers. */
export function scriptJson(value: unknown): string {
  // One pass over the text: the snapshot of a catalogue page is tens of kilobytes, written on every render.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPES[char]);
}
