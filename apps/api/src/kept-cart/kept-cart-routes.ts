import { CartChangesBody, KeptCart, type KeptCartDto } from '@gopharm/util/contract';
import type { ApiApp } from '../http/api-app';
import type { AuthGuard } from '../http/auth-guard';
import type { Clock } from '../http/clock';
import type { Catalogue } from '../catalogue';
import { commonQuerySchema, type Lang } from '../http/common-query';
import { askedPlaceOf } from '../http/scope';
import type { KeptCartRepo } from './kept-cart-repo';

/**
 * A signed-in shopper's cart as the API keeps it (issue 43): what one device changes, another finds. A guest's
 * cart stays on the device; at sign-in it joins the account's through PUT, line by line.
 */
export function keptCartRoutes(
  app: ApiApp,
  deps: {
    cart: KeptCartRepo;
    catalogue: Pick<Catalogue, 'drugs' | 'listedDrugs'>;
    requireUser: AuthGuard;
    clock: Clock;
  },
) {
  const { cart, catalogue, requireUser, clock } = deps;

  /** The kept lines whose drugs the catalogue still has, with the drugs in the language asked. */
  async function keptCart(request: {
    userId: number;
    query: { lan?: Lang; region?: number };
  }): Promise<KeptCartDto> {
    const lines = await cart.lines(request.userId);
    const found = await catalogue.listedDrugs(
      lines.map((line) => line.drugId),
      askedPlaceOf(request.query),
    );
    const byId = new Map(found.map((drug) => [drug.id, drug]));
    const now = clock().getTime();
    return {
      status: 1 as const,
      lines: lines.flatMap((line) => {
        const drug = byId.get(line.drugId);
        return drug ? [{ drug, qty: line.qty, age_ms: Math.max(0, now - line.changedAt) }] : [];
      }),
    };
  }

  const answers = { querystring: commonQuerySchema, response: { 200: KeptCart } };

  app.get('/v1/cart/lines', { onRequest: requireUser, schema: answers }, keptCart);

  app.put(
    '/v1/cart/lines',
    { onRequest: requireUser, schema: { ...answers, body: CartChangesBody } },
    async (request) => {
      // A drug gone from the catalogue is dropped rather than failing the rest (a cart kept for weeks).
      const known = [];
      for (const line of request.body.lines) {
        if (await catalogue.drugs.exists(line.drug_id))
          known.push({ drugId: line.drug_id, qty: line.qty, ageMs: line.age_ms });
      }
      await cart.apply(request.userId, known);
      return keptCart(request);
    },
  );
}
