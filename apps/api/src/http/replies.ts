import { Type } from 'typebox';
import { type PlainRefusalCode, refusalMessage, type RefusalArgs, type RefusalCode } from '@gopharm/util';
import { idSchema } from './common-query';
import type { FastifyReply } from 'fastify';

/**
 * A refusal's answer, `{ status: 0, code, msg }`: the text is the catalogue's (libs/util/src/wire/refusals.ts),
 * and the values it carries travel as fields of their own (`count`). Sent as it is with HTTP 200 (the spec's
 * business refusals), or through `refuse` with the HTTP status the README names.
 */
export function refusal<C extends RefusalCode>(code: C, ...args: RefusalArgs<C>): RefusalAnswer<C> {
  return { status: 0, code, msg: refusalMessage(code, ...args), ...args[0] };
}

export type RefusalAnswer<C extends RefusalCode = RefusalCode> = {
  status: 0;
  code: C;
  msg: string;
} & Partial<Record<string, string | number>>;

/**
 * A refusal in the spec's shape for a field of the order (`location`, `store_id`): the text in a list under that
 * field (the storefront shows the first), an empty `msg`, and the code.
 */
export function fieldRefusal(code: PlainRefusalCode, field: 'location' | 'store_id') {
  return { status: 0 as const, code, msg: '', [field]: [refusalMessage(code)] };
}

export function refuse<C extends RefusalCode>(
  reply: FastifyReply,
  httpStatus: number,
  code: C,
  ...args: RefusalArgs<C>
) {
  return reply.status(httpStatus).send(refusal(code, ...args));
}

export function notFound(reply: FastifyReply, code: RefusalCode & `${string}not_found` = 'not_found') {
  return refuse(reply, 404, code);
}

export function badRequest<C extends RefusalCode>(reply: FastifyReply, code: C, ...args: RefusalArgs<C>) {
  return refuse(reply, 400, code, ...args);
}

/** A code could not be sent (the SMS gateway or the card provider refused or was not reached): ask again later. */
export function codeNotSent(reply: FastifyReply) {
  return reply.status(503).header('Retry-After', '60').send(refusal('code_not_sent'));
}

export function tooManyRequests(reply: FastifyReply, code: PlainRefusalCode, retryAfterMs: number) {
  return reply
    .status(429)
    .header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
    .send(refusal(code));
}

/** A refusal thrown where no reply is at hand (a request's scope, a query's check); the error handler sends it. */
export class Refused extends Error {
  constructor(
    readonly statusCode: number,
    readonly answer: RefusalAnswer,
  ) {
    super(answer.msg);
  }
}

/** JSON schema pieces shared by the account routes. */
export { idSchema };
export const idParamsSchema = Type.Object({ id: idSchema });
