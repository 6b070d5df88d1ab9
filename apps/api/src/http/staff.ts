import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from './replies';
import { secretMatcher } from './secrets';

/**
 * The `onRequest` guard of the staff calls (`v1/vitals/summary`, `v1/search/misses`): a bearer token equal to
 * GOPHARM_STAFF_TOKEN, compared in constant time whatever the lengths (both sides hashed first); 401 without a
 * token, 403 with another one or when no staff token is set. Staff answers are never kept by a cache.
 */
export function staffGuard(staffToken: string | undefined) {
  const isStaff = staffToken ? secretMatcher(staffToken) : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const match = /^Bearer\s+(\S{1,512})$/.exec(request.headers.authorization ?? '');
    if (!match) return refuse(reply, 401, 'unauthorized');
    if (!isStaff || !isStaff(match[1])) return refuse(reply, 403, 'forbidden');
  };
}
