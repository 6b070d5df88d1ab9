import {
  AddressBody,
  type AddressBodyDto,
  Addresses,
  AddressSaved,
  IdBody,
  type IdBodyDto,
  OrRefusal,
  Status,
} from '@gopharm/util/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../http/auth-guard';
import { badRequest, notFound, refusal } from '../http/replies';
import type { AddressesRepo } from './addresses-repo';

export const MAX_ADDRESSES = 20;

export function addressesRoutes(
  app: FastifyInstance,
  deps: { addresses: AddressesRepo; requireUser: AuthGuard },
) {
  const { addresses, requireUser } = deps;

  app.get(
    '/v2/addresses',
    { onRequest: requireUser, schema: { response: { 200: Addresses } } },
    async (request) => ({ status: 1, results: await addresses.list(request.userId) }),
  );

  app.post<{ Body: AddressBodyDto }>(
    '/v2/addresses',
    { onRequest: requireUser, schema: { body: AddressBody, response: { 200: OrRefusal(AddressSaved) } } },
    async (request, reply) => {
      const input = { ...request.body, address: request.body.address.trim() };
      if (!input.address) return badRequest(reply, 'address_blank');
      if ((await addresses.count(request.userId)) >= MAX_ADDRESSES) {
        return refusal('too_many_addresses', { count: MAX_ADDRESSES });
      }
      return { status: 1, address: await addresses.create(request.userId, input) };
    },
  );

  app.post<{ Body: IdBodyDto }>(
    '/v2/addresses/delete',
    { onRequest: requireUser, schema: { body: IdBody, response: { 200: Status } } },
    async (request, reply) => {
      if (!(await addresses.remove(request.body.id, request.userId)))
        return notFound(reply, 'address_not_found');
      return { status: 1, msg: 'Address deleted' };
    },
  );
}
