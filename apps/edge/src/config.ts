import { availableParallelism } from 'node:os';
import { rateLimitSetting, type RateLimit } from '@gopharm/util';
import { resolve } from 'node:path';
import type { AppKind } from './device';
import { DEFAULT_API_LIMIT, DEFAULT_PAGE_LIMIT } from './page-limits';

export interface EdgeConfig {
  /** Base URL of the API server, e.g. http://127.0.0.1:3001. */
  apiUrl: string;
  /** Build output folder of each app (holds index.html and the hashed assets). */
  appDirs: Record<AppKind, string>;
  /** The site's public origin for canonical, hreflang and sitemap addresses (never taken from a request). */
  siteUrl: string;
  /** Addresses of the reverse proxy whose X-Forwarded-* headers are trusted (none by default). */
  trustedProxies: string[];
  /** Extra CSP sources: the map tile host (images) and the Sentry host (reports). */
  mapTileOrigin?: string;
  sentryOrigin?: string;
  /** Payme's card API, which the browser calls itself to save a card (cards.create): allowed in connect-src. */
  cardApiOrigin?: string;
  /** How long the API may take to connect and to answer before the edge gives up (504). */
  apiConnectTimeoutMs: number;
  apiTimeoutMs: number;
  /** How long /sitemap*.xml answers are reused before asking the API again. */
  sitemapTtlMs: number;
  /** How long the server render reuses a public API answer (0: never). */
  ssrCacheTtlMs: number;
  /** How long a rendered anonymous page (200 or 404) is reused (0: render every request). */
  ssrPageCacheTtlMs: number;
  /** Pages one client address may ask for per window (429 above). */
  pageLimitPerIp: RateLimit;
  /** /api calls one client address may make per window (429 above), before they reach the API. */
  apiLimitPerIp: RateLimit;
}

function origin(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // A typo stops the start with a clear message instead of failing a shopper's request later.
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL`);
  return url.origin;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

/**
 * A CSP source from a URL or a Leaflet tile template ("https://{s}.tile.example/{z}/{x}/{y}.png"): its
 * origin, with a template's subdomain slot turned into a wildcard ("https://*.tile.example").
 */
function cspSource(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const wildcard = /^(https?:\/\/)\{s\}\./.test(value);
  const plain = origin(name, wildcard ? value.replace('{s}', 'a') : value.replace(/\{[a-z]+\}/g, '0'));
  return plain && wildcard ? plain.replace('://a.', '://*.') : plain;
}

/** Reads the edge's configuration from environment variables (documented in deploy/README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const distRoot = resolve(env.DIST_DIR ?? 'dist/apps');
  const port = env.PORT ?? '3000';
  return {
    apiUrl: origin('API_URL', env.API_URL) ?? 'http://127.0.0.1:3001',
    appDirs: { desktop: resolve(distRoot, 'desktop-web'), mobile: resolve(distRoot, 'mobile-web') },
    siteUrl: origin('SITE_URL', env.SITE_URL) ?? `http://localhost:${port}`,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    mapTileOrigin: cspSource('MAP_TILE_URL', env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org'),
    sentryOrigin: origin('SENTRY_DSN', env.SENTRY_DSN),
    cardApiOrigin: origin('PAYME_API_URL', env.PAYME_API_URL ?? 'https://checkout.paycom.uz/api'),
    apiConnectTimeoutMs: positive('API_CONNECT_TIMEOUT_MS', env.API_CONNECT_TIMEOUT_MS, 2_000),
    apiTimeoutMs: positive('API_TIMEOUT_MS', env.API_TIMEOUT_MS, 10_000),
    sitemapTtlMs: positive('SITEMAP_TTL_MS', env.SITEMAP_TTL_MS, 15 * 60_000),
    ssrCacheTtlMs:
      env.SSR_CACHE_TTL_MS === '0' ? 0 : positive('SSR_CACHE_TTL_MS', env.SSR_CACHE_TTL_MS, 5_000),
    ssrPageCacheTtlMs:
      env.SSR_PAGE_CACHE_TTL_MS === '0'
        ? 0
        : positive('SSR_PAGE_CACHE_TTL_MS', env.SSR_PAGE_CACHE_TTL_MS, 5_000),
    pageLimitPerIp: rateLimitSetting('PAGE_LIMIT_PER_IP', env.PAGE_LIMIT_PER_IP, DEFAULT_PAGE_LIMIT),
    apiLimitPerIp: rateLimitSetting('API_LIMIT_PER_IP', env.API_LIMIT_PER_IP, DEFAULT_API_LIMIT),
  };
}

/** How many edge processes serve the port (EDGE_WORKERS): one per core by default; 1 runs a single process. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const workers = positive('EDGE_WORKERS', env.EDGE_WORKERS, availableParallelism());
  if (!Number.isInteger(workers)) throw new Error('EDGE_WORKERS must be a whole number');
  return workers;
}
