import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from './replies';
import { hashToken } from './secrets';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by the bearer guard on routes marked auth (0 elsewhere). */
    userId: number;
    /** The hash of the bearer token that signed the request in (so logout can revoke it). */
    tokenHash: string;
  }
}

/** Finds the user of a live (unrevoked, unexpired) token by its hash. */
export type TokenLookup = (tokenHash: string) => Promise<number | null>;

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/;

/**
 * The bearer-token guard: an `onRequest` hook, so a missing or bad token answers 401 before the body is even
 * validated. The token is compared by its hash only.
 */
export function createAuthGuard(lookup: TokenLookup) {
  return async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) return refuse(reply, 401, 'unauthorized');
    const tokenHash = hashToken(match[1]);
    const userId = await lookup(tokenHash);
    if (userId === null) return refuse(reply, 401, 'unauthorized');
    request.userId = userId;
    request.tokenHash = tokenHash;
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
