import { AddressBody, Addresses, AddressSaved, IdBody, OrRefusal, Status } from '@gopharm/util/contract';
import type { AuthGuard } from '../http/auth-guard';
import { badRequest, notFound, refusal } from '../http/replies';
import type { AddressesRepo } from './addresses-repo';
import type { ApiApp } from '../http/api-app';

export const MAX_ADDRESSES = 20;

export function addressesRoutes(app: ApiApp, deps: { addresses: AddressesRepo; requireUser: AuthGuard }) {
  const { addresses, requireUser } = deps;

  app.get(
    '/v2/addresses',
    { onRequest: requireUser, schema: { response: { 200: Addresses } } },
    async (request) => ({ status: 1 as const, results: await addresses.list(request.userId) }),
  );

  app.post(
    '/v2/addresses',
    { onRequest: requireUser, schema: { body: AddressBody, response: { 200: OrRefusal(AddressSaved) } } },
    async (request, reply) => {
      const input = { ...request.body, address: request.body.address.trim() };
      if (!input.address) return badRequest(reply, 'address_blank');
      if ((await addresses.count(request.userId)) >= MAX_ADDRESSES) {
        return refusal('too_many_addresses', { count: MAX_ADDRESSES });
      }
      return { status: 1 as const, address: await addresses.create(request.userId, input) };
    },
  );

  app.post(
    '/v2/addresses/delete',
    { onRequest: requireUser, schema: { body: IdBody, response: { 200: Status } } },
    async (request, reply) => {
      if (!(await addresses.remove(request.body.id, request.userId)))
        return notFound(reply, 'address_not_found');
      return { status: 1 as const, msg: 'Address deleted' };
    },
  );
}
