import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../catalogue';
import type { CartLine } from '../drugs/drugs-repo';
import { type Lang, commonQuerySchema, idSchema } from '../http/common-query';

/** The lines of a cart in a body: 1 to 100 lines of a drug id and a quantity. */
export const cartLinesSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 100,
  items: {
    type: 'object',
    properties: {
      drug_id: idSchema,
      qty: { type: 'integer', minimum: 1, maximum: 1000 },
    },
    required: ['drug_id', 'qty'],
  },
} as const;

const parseLines = (text: string): CartLine[] =>
  text.split(',').map((pair) => {
    const [drug_id, qty] = pair.split(':').map(Number);
    return { drug_id, qty };
  });

/** `v1/pharmacies` (the map, with `has_all` for a cart) and `v2/cart-stores` (pick-up choices). */
export function pharmaciesRoutes(app: FastifyInstance, c: Catalogue): void {
  app.get<{ Querystring: { lan: Lang; region?: number; drugs?: string } }>(
    '/v1/pharmacies',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuerySchema.properties,
            drugs: {
              type: 'string',
              pattern: '^[1-9]\\d{0,8}:[1-9]\\d{0,3}(,[1-9]\\d{0,8}:[1-9]\\d{0,3}){0,99}$',
            },
          },
        },
      },
    },
    async (request) => {
      const { lan, regionId } = c.scope(request.query);
      const all = await c.pharmacies.inRegion(regionId);
      if (!request.query.drugs) return { status: 1, results: all.map((p) => c.pharmacies.toWire(p, lan)) };
      const holding = new Set(
        (await c.pharmacies.holdingAll(parseLines(request.query.drugs), regionId)).map((p) => p.id),
      );
      return {
        status: 1,
        results: all.map((p) => ({ ...c.pharmacies.toWire(p, lan), has_all: holding.has(p.id) })),
      };
    },
  );

  app.post<{ Querystring: { lan: Lang; region?: number }; Body: { drugs: CartLine[] } }>(
    '/v2/cart-stores',
    {
      schema: {
        querystring: commonQuerySchema,
        body: { type: 'object', properties: { drugs: cartLinesSchema }, required: ['drugs'] },
      },
    },
    async (request) => {
      const { lan, regionId } = c.scope(request.query);
      const results = (await c.pharmacies.holdingAll(request.body.drugs, regionId)).map((p) => ({
        ...c.pharmacies.toWire(p, lan),
        has_all: true,
      }));
      return { status: 1, results };
    },
  );
}
