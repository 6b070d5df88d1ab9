import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-page';

export interface ApiProxyOptions {
  apiUrl: string;
  apiConnectTimeoutMs: number;
  apiTimeoutMs: number;
}

const TIMEOUT_CODES = new Set([
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** /api/* goes to the API as it is (query kept), with timeouts; a slow API answers 504, a gone one 502. */
export function registerApiProxy(
  app: FastifyInstance,
  { apiUrl, apiConnectTimeoutMs, apiTimeoutMs }: ApiProxyOptions,
) {
  app.register(proxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    undici: {
      connect: { timeout: apiConnectTimeoutMs },
      headersTimeout: apiTimeoutMs,
      bodyTimeout: apiTimeoutMs,
    },
    replyOptions: {
      // The API sees the shopper's address (for its rate limits) as the edge established it: a client's own
      // X-Forwarded-For is replaced, not passed on.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-request-id': request.id,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
      }),
      onError: (reply, { error }) => {
        const code = (error as { code?: string }).code ?? '';
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? '';
        const status = TIMEOUT_CODES.has(code) || TIMEOUT_CODES.has(cause) ? 504 : 502;
        reply.log.warn({ err: error, status }, 'API unreachable');
        void sendError(reply.request as FastifyRequest, reply as FastifyReply, status);
      },
    },
  });
}

/** /healthz: the process answers. /readyz: the API answers too (any status below 500). */
export function registerHealthRoutes(app: FastifyInstance, { apiUrl, apiConnectTimeoutMs }: ApiProxyOptions) {
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const answer = await fetch(`${apiUrl}/api/v1/order-minimum`, {
        signal: AbortSignal.timeout(apiConnectTimeoutMs),
      });
      await answer.body?.cancel();
      if (answer.status < 500) return reply.send({ status: 'ready' });
      return reply.status(503).send({ status: 'api-error', api: answer.status });
    } catch {
      return reply.status(503).send({ status: 'api-unreachable' });
    }
  });
}
