import proxy from '@fastify/http-proxy';
import {
  API_BODY_LIMIT_BYTES,
  apiBodyLimit,
  PRESCRIPTION_FILE_MAX_BYTES,
  PRESCRIPTION_UPLOAD_PATH,
} from '@gopharm/util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
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

/**
 * /api/* goes to the API as it is (query kept), with timeouts; a slow API answers 504, a gone one 502. A body is
 * read here first, up to the API's own limit: a larger one is answered 413 by the edge (from its Content-Length,
 * before it is read) instead of being streamed to an API that would close the connection on it (a 502).
 */
export function registerApiProxy(
  app: FastifyInstance,
  { apiUrl, apiConnectTimeoutMs, apiTimeoutMs }: ApiProxyOptions,
) {
  // A client that asks before sending its body (`Expect: 100-continue`) is invited to send it only when it may: Node
  // would invite every body, and the 413 for one over the limit would then cut the client off mid-upload (EPIPE).
  // Either way the request goes on to Fastify, which answers the large one 413 from its Content-Length.
  app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    const tooLarge =
      url.startsWith('/api/') && Number(request.headers['content-length'] ?? 0) > apiBodyLimit(url);
    if (!tooLarge) response.writeContinue();
    app.server.emit('request', request, response);
  });
  // The prescription upload has a proxy of its own, with the larger limit; every other call the API's 1 MiB.
  const proxied = [
    { prefix: PRESCRIPTION_UPLOAD_PATH, bodyLimit: PRESCRIPTION_FILE_MAX_BYTES },
    { prefix: '/api', bodyLimit: API_BODY_LIMIT_BYTES },
  ];
  // The length of each body as it is passed on (see rewriteRequestHeaders).
  const bodyLengths = new WeakMap<object, number>();
  for (const { prefix, bodyLimit } of proxied) {
    app.register(async (scope) => {
      // Every body, whatever its type, is taken as bytes and handed on unchanged (as a stream, so the proxy does not
      // serialise it again). A body sent compressed (`Content-Encoding: gzip`, deflate, br) has been inflated by
      // then (@fastify/compress, up to the same limit: a small bomb is a 413 here).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
        bodyLengths.set(request, body.length);
        done(null, Readable.from([body]));
      });
      await scope.register(proxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        http2: false,
        proxyPayloads: false,
        undici: {
          connect: { timeout: apiConnectTimeoutMs },
          headersTimeout: apiTimeoutMs,
          bodyTimeout: apiTimeoutMs,
        },
        replyOptions: {
          // The API sees the shopper's address (for its rate limits) as the edge established it: a client's own
          // X-Forwarded-For is replaced, not passed on. `Expect: 100-continue` was answered here, where the body was
          // read (undici refuses to send the header at all).
          // A body goes on as the bytes read here: inflated when it came compressed, so its Content-Encoding is
          // dropped and its Content-Length is theirs (the client's would name the compressed size: the API would
          // wait for bytes that never come or cut the body short, a 502).
          rewriteRequestHeaders: (
            request,
            {
              expect: _answeredHere,
              'content-encoding': _inflatedHere,
              'content-length': _lengthAsSent,
              'transfer-encoding': _chunksAsSent,
              ...headers
            },
          ) => {
            const length = bodyLengths.get(request);
            return {
              ...headers,
              ...(length === undefined ? {} : { 'content-length': String(length) }),
              'x-request-id': request.id,
              'x-forwarded-for': request.ip,
              'x-forwarded-proto': request.protocol,
            };
          },
          onError: (reply, { error }) => {
            const code = (error as { code?: string }).code ?? '';
            const cause = (error as { cause?: { code?: string } }).cause?.code ?? '';
            const status = TIMEOUT_CODES.has(code) || TIMEOUT_CODES.has(cause) ? 504 : 502;
            reply.log.warn({ err: error, status }, 'API unreachable');
            void sendError(reply.request as FastifyRequest, reply as FastifyReply, status);
          },
        },
      });
    });
  }
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
