import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../http/auth-guard';
import { badRequest, idSchema, notFound, refusal } from '../http/replies';
import type { AddressesRepo, AddressInput } from './addresses-repo';

export const MAX_ADDRESSES = 20;

const short = { type: 'string', maxLength: 32 } as const;

const addressBodySchema = {
  type: 'object',
  required: ['address', 'lat', 'lng'],
  properties: {
    address: { type: 'string', minLength: 1, maxLength: 255 },
    house: short,
    apartment: short,
    entrance: short,
    floor: short,
    intercom: short,
    comment: { type: 'string', maxLength: 500 },
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
  },
} as const;

export function addressesRoutes(
  app: FastifyInstance,
  deps: { addresses: AddressesRepo; requireUser: AuthGuard },
) {
  const { addresses, requireUser } = deps;

  app.get('/v2/addresses', { onRequest: requireUser }, async (request) => ({
    status: 1,
    results: await addresses.list(request.userId),
  }));

  app.post<{ Body: AddressInput }>(
    '/v2/addresses',
    { onRequest: requireUser, schema: { body: addressBodySchema } },
    async (request, reply) => {
      const input = { ...request.body, address: request.body.address.trim() };
      if (!input.address) return badRequest(reply, 'address_blank');
      if ((await addresses.count(request.userId)) >= MAX_ADDRESSES) {
        return refusal('too_many_addresses', { count: MAX_ADDRESSES });
      }
      return { status: 1, address: await addresses.create(request.userId, input) };
    },
  );

  app.post<{ Body: { id: number } }>(
    '/v2/addresses/delete',
    {
      onRequest: requireUser,
      schema: { body: { type: 'object', required: ['id'], properties: { id: idSchema } } },
    },
    async (request, reply) => {
      if (!(await addresses.remove(request.body.id, request.userId)))
        return notFound(reply, 'address_not_found');
      return { status: 1, msg: 'Address deleted' };
    },
  );
}
