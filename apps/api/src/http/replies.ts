import { idSchema } from './common-query';
import type { FastifyReply } from 'fastify';

/** The contract's error answers: `{ status: 0, msg }` with the HTTP status the README names. */
export function notFound(reply: FastifyReply, msg = 'Not found') {
  return reply.status(404).send({ status: 0, msg });
}

export function badRequest(reply: FastifyReply, msg: string) {
  return reply.status(400).send({ status: 0, msg });
}

export function tooManyRequests(reply: FastifyReply, msg: string, retryAfterMs: number) {
  return reply
    .status(429)
    .header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
    .send({ status: 0, msg });
}

/** JSON schema pieces shared by the account routes. */
export { idSchema };
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;
