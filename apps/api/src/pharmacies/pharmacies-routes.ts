import { CartStoresBody, PharmaciesAnswer, PharmaciesQuery } from '@gopharm/util/contract';
import type { Catalogue } from '../catalogue';
import type { CartLineDto } from '@gopharm/util';
import { commonQuerySchema } from '../http/common-query';
import type { ApiApp } from '../http/api-app';

const parseLines = (text: string): CartLineDto[] =>
  text.split(',').map((pair) => {
    const [drug_id, qty] = pair.split(':').map(Number);
    return { drug_id, qty };
  });

/** `v1/pharmacies` (the map, with `has_all` for a cart) and `v2/cart-stores` (pick-up choices). */
export function pharmaciesRoutes(app: ApiApp, c: Catalogue): void {
  app.get(
    '/v1/pharmacies',
    {
      schema: { querystring: PharmaciesQuery, response: { 200: PharmaciesAnswer } },
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

  app.post(
    '/v2/cart-stores',
    {
      schema: {
        querystring: commonQuerySchema,
        body: CartStoresBody,
        response: { 200: PharmaciesAnswer },
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
