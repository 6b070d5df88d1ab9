import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  alternatesOf,
  CART_COOKIE,
  SIGNED_IN_COOKIE,
  canonicalRedirect,
  refusalMessage,
  hasSeveralHosts,
  matchRoute,
  routeErrorStatus,
  splitLocale,
  type SsrPage,
  type SsrRender,
} from '@gopharm/util';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { AccessLog } from './access-log';
import { registerApiProxy, registerHealthRoutes } from './api-proxy';
import type { EdgeConfig } from './config';
import { chooseApp, readCookie, type AppKind } from './device';
import { sendError } from './error-page';
import { HtmlTemplate, type PreparedPage } from './html-template';
import { StylesheetInliner } from './stylesheets';
import { chosenLocaleCookie, localeEntryRedirect } from './locale-entry';
import { createAddressLimiter, DEFAULT_API_LIMIT, DEFAULT_PAGE_LIMIT } from './page-limits';
import { registerSecurity } from './security';
import { SitemapSource, robotsTxt, sitemapFileXml, sitemapIndexXml } from './sitemap';
import { ApiFetch } from './ssr/api-fetch';
import { PageRenderer, type RenderedPage } from './ssr/page-renderer';
import { BuildFiles } from './static-files';

export interface EdgeOptions extends Partial<Omit<EdgeConfig, 'apiUrl' | 'appDirs'>> {
  apiUrl: string;
  appDirs: Record<AppKind, string>;
  logger?: boolean | object;
  /** Each app's server render (loaded from its server bundle by main.ts); an app without one is not rendered. */
  renderers?: Partial<Record<AppKind, SsrRender>>;
}

/**
 * On-the-fly compression of pages and API answers: brotli at quality 3 and gzip at level 3 cost well under a
 * millisecond on a 100-200 KB page (quality 11, right for build files, costs hundreds; gzip's default 6 twice as
 * much for 15% less). Under 1 KB nothing is gained. Brotli's window is 256 KB, larger than any page (the default
 * 4 MB made each of the dozens of compressors open under load reserve memory for sixteen times the page).
 */
export const PAGE_COMPRESSION = {
  global: true,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  // In one call on the worker's own thread, not through a zlib stream on libuv's threads: the edge already runs a
  // worker per core, so those threads found no idle core, only a stream and a hand-over per answer. Measured on
  // one worker: CPU per answer 2.0 -> 1.2 ms for a page from the cache, 6.9 -> 5.6 ms for one rendered.
  syncThreshold: 1024 * 1024,
  brotliOptions: {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
  },
  zlibOptions: { level: 3 },
};

/** Pages differ by device (the chosen app, which the view cookie overrides) and may be compressed. */
const PAGE_VARY = 'User-Agent, Sec-CH-UA-Mobile, Cookie, Accept-Encoding';
/** The home page also depends on the browser's languages (locale-entry.ts). */
const HOME_VARY = `${PAGE_VARY}, Accept-Language`;
/** A caller's X-Request-Id is kept when it looks like one; otherwise the edge makes its own. */
function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}

/**
 * A path with a broken percent escape (e.g. "/product/%E0%A4%A") would stop Fastify's router before any
 * hook runs, so the answer would lack its security headers. Escaping its "%" keeps it a path that simply
 * matches no route (404) and goes through every hook.
 */
function escapeBrokenPath(url: string): string {
  const cut = url.indexOf('?');
  const path = cut === -1 ? url : url.slice(0, cut);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replace(/%/g, '%25') + (cut === -1 ? '' : url.slice(cut));
  }
}

function isApiPath(pathname: string) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function buildEdge(options: EdgeOptions): FastifyInstance {
  const { apiUrl, appDirs, logger = false, trustedProxies = [] } = options;
  const siteUrl = (options.siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const apiTimeoutMs = options.apiTimeoutMs ?? 10_000;
  const apiConnectTimeoutMs = options.apiConnectTimeoutMs ?? 2_000;
  const ssrCacheTtlMs = options.ssrCacheTtlMs ?? 5_000;
  const apiFetch = new ApiFetch({ cacheTtlMs: ssrCacheTtlMs, connectTimeoutMs: apiConnectTimeoutMs });
  // Pages carry their stylesheets (the app's and the rendered screen's) inline: painted from the HTML alone.
  const stylesheets: Record<AppKind, StylesheetInliner> = {
    desktop: new StylesheetInliner(appDirs.desktop),
    mobile: new StylesheetInliner(appDirs.mobile),
  };
  const waitBeforeNextPage = createAddressLimiter('pages', options.pageLimitPerIp ?? DEFAULT_PAGE_LIMIT);
  const waitBeforeNextApiCall = createAddressLimiter('api', options.apiLimitPerIp ?? DEFAULT_API_LIMIT);
  const pages = new PageRenderer({
    renderers: options.renderers ?? {},
    apiFetch,
    apiUrl,
    siteUrl,
    cacheTtlMs: options.ssrPageCacheTtlMs ?? ssrCacheTtlMs,
    prepare: (kind, url, ssr) =>
      shellOf(kind, url.split('?')[0], ssr.status, { ...ssr, head: stylesheets[kind].inline(ssr.head) }),
  });

  const app = Fastify({
    logger,
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new AccessLog(),
    keepAliveTimeout: 72_000,
    requestTimeout: 60_000,
    rewriteUrl: (raw) => escapeBrokenPath(raw.url ?? '/'),
    // Any other URL the router cannot read is a page that does not exist.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') return void sendPage(request, reply, 404);
      return void sendError(request, reply, routeErrorStatus(error));
    },
  });

  const templateOf = (kind: AppKind) =>
    new HtmlTemplate(stylesheets[kind].inline(readFileSync(join(appDirs[kind], 'index.html'), 'utf8')));
  const templates: Record<AppKind, HtmlTemplate> = {
    desktop: templateOf('desktop'),
    mobile: templateOf('mobile'),
  };
  /**
   * The app's page for a path, less its nonce: lang, canonical and hreflang for a found page (noindex otherwise),
   * and the server render when there is one.
   */
  function shellOf(kind: AppKind, pathname: string, status: number, ssr?: SsrPage): PreparedPage {
    const { locale, path } = splitLocale(pathname);
    return templates[kind].prepare({
      locale,
      alternates: status === 200 ? alternatesOf(path, locale, siteUrl) : undefined,
      noindex: status !== 200,
      ssr,
    });
  }
  const buildFiles = new BuildFiles(appDirs);
  const nonceOf = registerSecurity(app, options);
  const sitemapSource = new SitemapSource(
    async () => {
      const answer = await fetch(`${apiUrl}/api/v1/sitemap`, { signal: AbortSignal.timeout(apiTimeoutMs) });
      if (!answer.ok) throw new Error(`sitemap: the API answered ${answer.status}`);
      return answer.json();
    },
    options.sitemapTtlMs ?? 15 * 60_000,
  );

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    // One Host, or a cache in front and the edge (or the API behind) might each believe another.
    if (hasSeveralHosts(request.raw.rawHeaders)) {
      return void sendError(request, reply, 400, 'A request must carry one Host header');
    }
    done();
  });
  // /api calls per client address, counted before they reach the API (DEFAULT_API_LIMIT: a shopper never meets it).
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url.split('?')[0])) return;
    const waitMs = await waitBeforeNextApiCall(request.ip);
    if (waitMs === null) return;
    return reply
      .status(429)
      .header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
      .header('Cache-Control', 'no-store')
      .send({
        status: 0,
        code: 'api_requests_from_address',
        msg: refusalMessage('api_requests_from_address'),
      });
  });
  // Answers made per request (pages, API) are compressed on the fly at a cheap level (PAGE_COMPRESSION); build
  // files come precompressed at full quality. The plugin adds its hook to each route as the route is declared, so
  // every route must be declared after it has loaded: the page routes live in a plugin registered below it.
  app.register(compress, PAGE_COMPRESSION);
  app.register(fastifyStatic, { root: [appDirs.desktop, appDirs.mobile], serve: false, preCompressed: true });
  const upstream = { apiUrl, apiConnectTimeoutMs, apiTimeoutMs };
  registerApiProxy(app, upstream);
  registerHealthRoutes(app, upstream);

  function appFor(request: FastifyRequest): AppKind {
    const chUaMobile = request.headers['sec-ch-ua-mobile'];
    return chooseApp({
      userAgent: request.headers['user-agent'],
      chUaMobile: Array.isArray(chUaMobile) ? chUaMobile[0] : chUaMobile,
      viewCookie: readCookie(request.headers.cookie, 'view'),
    });
  }

  app.addHook('onClose', async () => apiFetch.close());

  /**
   * The chosen app's page with lang, nonce and (for real routes) canonical and hreflang links: server-rendered
   * with its data and state when the app has a server bundle (the render may turn the status into 404 or 5xx),
   * else the app's shell.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number) {
    const waitMs = await waitBeforeNextPage(request.ip);
    if (waitMs !== null) {
      const retryAfter = String(Math.max(1, Math.ceil(waitMs / 1000)));
      return sendError(request, reply.header('Retry-After', retryAfter), 429);
    }
    const pathname = request.url.split('?')[0];
    const kind = appFor(request);
    let page: RenderedPage | undefined;
    try {
      const began = performance.now();
      const rendered = await pages.render(kind, {
        id: request.id,
        ip: request.ip,
        url: request.url,
        cartCookie: readCookie(request.headers.cookie, CART_COOKIE),
        signedInCookie: readCookie(request.headers.cookie, SIGNED_IN_COOKIE),
      });
      page = rendered?.page;
      // How the page was made, for the browser's devtools and the bench (no user data in it).
      if (rendered) {
        const took = (performance.now() - began).toFixed(1);
        reply.header('Server-Timing', `ssr;dur=${took};desc="${rendered.cached ? 'cache' : 'render'}"`);
      }
    } catch (error) {
      request.log.error({ err: error }, 'server render failed');
      // A render that threw outright: the edge's own error page, never a blank one (a 404 keeps its shell).
      if (status !== 404) return sendError(request, reply, 500);
    }
    if (page?.error) request.log.error({ err: page.error }, 'a screen failed to render');
    // A page that is another one's address (/code/{id} → /product/{slug}), or a guest's checkout (sign in first):
    // the render or the cookies say where, so the answer varies as a page does.
    if (page?.redirect)
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', PAGE_VARY)
        .redirect(page.redirect, page.status);
    if (page) status = page.status;
    const body = page?.body ?? shellOf(kind, pathname, status);
    // A language chosen by a link the page's script did not handle (it had not started yet) is kept, as it does.
    const localeCookie = chosenLocaleCookie({
      pathname,
      referer: request.headers.referer,
      host: request.host,
    });
    if (localeCookie) reply.header('Set-Cookie', localeCookie);
    return reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', pathname === '/' ? HOME_VARY : PAGE_VARY)
      .header('Accept-CH', 'Sec-CH-UA-Mobile')
      .send(body.withNonce(nonceOf(reply)));
  }

  // Page routes (and sitemaps) in their own scope, declared once the compression plugin has loaded.
  app.register(async (site) => {
    site.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(siteUrl)),
    );

    async function sendSitemap(request: FastifyRequest, reply: FastifyReply, name: string | null) {
      let data;
      try {
        data = await sitemapSource.get();
      } catch (error) {
        request.log.warn({ err: error }, 'sitemap data unavailable');
        return sendError(request, reply.header('Retry-After', '300'), 503);
      }
      const xml =
        name === null ? await sitemapIndexXml(data, siteUrl) : await sitemapFileXml(name, data, siteUrl);
      if (xml === null) return sendPage(request, reply, 404);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(xml);
    }

    site.get('/*', async (request, reply) => {
      const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
      const target = canonicalRedirect(pathname, query ? `?${query}` : '');
      if (target) return reply.redirect(target, 301);
      // A returning shopper who chose Uzbek (or a browser that prefers it) starts at /uz; never a crawler.
      const entry = localeEntryRedirect({
        pathname,
        search: query ? `?${query}` : '',
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        userAgent: request.headers['user-agent'],
        referer: request.headers.referer,
        host: request.host,
      });
      if (entry)
        return reply.header('Vary', HOME_VARY).header('Cache-Control', 'no-cache').redirect(entry, 302);

      if (pathname === '/sitemap.xml') return sendSitemap(request, reply, null);
      const sitemapPart = /^\/sitemap-([a-z0-9-]{1,32})\.xml$/.exec(pathname);
      if (sitemapPart) return sendSitemap(request, reply, sitemapPart[1]);

      // A build file wins; otherwise the route table decides (a slug may contain a dot, "vitamin-c.500").
      const hasExtension = extname(pathname) !== '' && !pathname.endsWith('.html');
      if (hasExtension && buildFiles.send(reply, appFor(request), pathname)) return reply;
      if (matchRoute(pathname)) return sendPage(request, reply, 200);
      if (hasExtension) {
        // A missing file gets a short answer, not the whole app.
        return reply
          .status(404)
          .header('Cache-Control', 'no-cache')
          .type('text/plain; charset=utf-8')
          .send('Not found');
      }
      return sendPage(request, reply, 404);
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (isApiPath(pathname)) return reply.status(404).send({ status: 0, msg: 'Not found' });
    return sendPage(request, reply, 404);
  });

  // A route error answers with the status it carries (spec, routing rules), 500 by default.
  app.setErrorHandler((error, request, reply) => {
    const status = routeErrorStatus(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 404 && !isApiPath(request.url.split('?')[0])) return sendPage(request, reply, 404);
    return sendError(request, reply, status, status < 500 ? (error as Error).message : undefined);
  });

  return app;
}
