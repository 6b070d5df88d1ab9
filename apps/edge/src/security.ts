import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { strictTransportSecurity } from 'helmet';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** The map may ask for the shopper's position; nothing else a browser guards is used. */
const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

export interface SecurityOptions {
  mapTileOrigin?: string;
  sentryOrigin?: string;
  /** Payme's card API: the browser sends a card's number there, never to us (saved cards). */
  cardApiOrigin?: string;
}

/**
 * Security headers on every answer (pages, assets, /api, redirects, errors): helmet for CSP, nosniff,
 * Referrer-Policy and HSTS; Permissions-Policy is one constant.
 * Returns the reader of the per-request CSP nonce that pages put on their script tags.
 */
export function registerSecurity(
  app: FastifyInstance,
  { mapTileOrigin, sentryOrigin, cardApiOrigin }: SecurityOptions,
) {
  // One nonce per answer, kept beside the raw response so helmet's directive functions can read it.
  const nonces = new WeakMap<ServerResponse, string>();
  const nonceOf = (res: ServerResponse) => {
    let nonce = nonces.get(res);
    if (!nonce) {
      nonce = randomBytes(16).toString('base64');
      nonces.set(res, nonce);
    }
    return nonce;
  };
  const withNonce = (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`;
  const extra = (value?: string) => (value ? [value] : []);

  app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", withNonce],
        styleSrc: ["'self'", withNonce],
        imgSrc: ["'self'", 'data:', ...extra(mapTileOrigin)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra(sentryOrigin), ...extra(cardApiOrigin)],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS is added below, only to answers that went over TLS.
    strictTransportSecurity: false,
  });

  const hsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only from a trusted proxy (Fastify's trustProxy).
    if (request.protocol === 'https') hsts(request.raw, res, () => undefined);
    done();
  });

  return (reply: FastifyReply) => nonceOf(reply.raw);
}
