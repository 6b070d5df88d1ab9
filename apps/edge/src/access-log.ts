import { loggableUrl } from '@gopharm/util';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The fields of one access-log line: structured for the log pipeline, no cookies or tokens, and beside the address
 * no search terms or coordinates (`loggableUrl`: `/search?q=~`).
 */
export function accessFields(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

/** One pino line per answer (with its request id), instead of Fastify's two per request. */
export class AccessLog extends LogController {
  override incomingRequest(): void {
    // The access line at the end carries everything.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = accessFields(request, reply);
    if (error) reply.log.error({ ...fields, err: error }, 'access');
    else reply.log.info(fields, 'access');
  }
}
