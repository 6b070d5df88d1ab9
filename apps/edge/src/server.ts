import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { canonicalRedirect, matchRoute } from '@gopharm/util';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { chooseApp, readCookie, type AppKind } from './device';

export interface EdgeOptions {
  /** Base URL of the API server, e.g. http://127.0.0.1:3001. */
  apiUrl: string;
  /** Build output folder of each app (holds index.html and the hashed assets). */
  appDirs: Record<AppKind, string>;
  logger?: boolean | object;
}

/** Hashed build assets live in per-app folders ("desktop-assets", "mobile-assets") and never change. */
const IMMUTABLE_ASSET = /^\/(desktop|mobile)-assets\//;

function resolveInside(root: string, urlPath: string): string | null {
  const file = normalize(join(root, urlPath));
  return file.startsWith(root + sep) ? file : null;
}

export function buildEdge({ apiUrl, appDirs, logger = false }: EdgeOptions): FastifyInstance {
  const app = Fastify({ logger, trustProxy: false });
  const indexHtml: Record<AppKind, string> = {
    desktop: readFileSync(join(appDirs.desktop, 'index.html'), 'utf8'),
    mobile: readFileSync(join(appDirs.mobile, 'index.html'), 'utf8'),
  };

  app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  app.register(fastifyStatic, { root: [appDirs.desktop, appDirs.mobile], serve: false });
  app.register(proxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api', http2: false });

  function appFor(request: FastifyRequest): AppKind {
    const chUaMobile = request.headers['sec-ch-ua-mobile'];
    return chooseApp({
      userAgent: request.headers['user-agent'],
      chUaMobile: Array.isArray(chUaMobile) ? chUaMobile[0] : chUaMobile,
      viewCookie: readCookie(request.headers.cookie, 'view'),
    });
  }

  function sendHtml(reply: FastifyReply, kind: AppKind, status: number) {
    return reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'User-Agent, Sec-CH-UA-Mobile, Cookie')
      .header('Accept-CH', 'Sec-CH-UA-Mobile')
      .send(indexHtml[kind]);
  }

  app.get('/*', async (request, reply) => {
    const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
    const target = canonicalRedirect(pathname, query ? `?${query}` : '');
    if (target) return reply.redirect(target, 301);

    const kind = appFor(request);
    if (extname(pathname) && !pathname.endsWith('.html')) {
      const root = appDirs[kind];
      const file = resolveInside(root, decodeURIComponent(pathname));
      if (!file || !existsSync(file) || !statSync(file).isFile()) {
        return reply.status(404).header('Cache-Control', 'no-cache').send('Not found');
      }
      reply.header(
        'Cache-Control',
        IMMUTABLE_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      return reply.sendFile(file.slice(root.length + 1), root, { cacheControl: false });
    }
    return sendHtml(reply, kind, matchRoute(pathname) ? 200 : 404);
  });

  return app;
}
