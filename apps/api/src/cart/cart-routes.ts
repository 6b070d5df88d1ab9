import {
  CartBody,
  CartCheckAnswer,
  type CartCheckAnswerDto,
  CartCheckBody,
  PlaceOrderAnswer,
  Refusal,
} from '@gopharm/util/contract';
import { SHOP_HOURS } from '@gopharm/util';
import type { AuthGuard } from '../http/auth-guard';
import type { ApiApp } from '../http/api-app';
import { commonQuerySchema } from '../http/common-query';
import { askedPlaceOf } from '../http/scope';
import { withDefaults } from '../http/schema-defaults';
import { badRequest, fieldRefusal, notFound, refusal, refuse } from '../http/replies';
import { distanceKm, expressPrice, roundKm } from './delivery';
import { placeOrder, type PlaceOrderDeps } from './place-order';
import type { SavedCardPayments } from '../payments/saved-card-payments';

export function cartRoutes(
  app: ApiApp,
  deps: PlaceOrderDeps & {
    requireUser: AuthGuard;
    /** Charges a saved card's order once placed (payments/saved-card-payments.ts). */
    savedCards: Pick<SavedCardPayments, 'pay'>;
  },
): void {
  const { catalogue, requireUser } = deps;

  app.post(
    '/v2/cart-check',
    {
      schema: {
        querystring: commonQuerySchema,
        body: CartCheckBody,
        response: { 200: CartCheckAnswer, '4xx': Refusal },
      },
    },
    async (request): Promise<CartCheckAnswerDto> => {
      const { drugs: lines, location } = request.body;
      // The share of the goods an order earns back once delivered: the cart shows what this one would earn.
      const cashback_percent = deps.cashbackPercent;
      const ids = lines.map((l) => l.drug_id);
      const pharmacies = await catalogue.pharmaciesWithStock(ids, askedPlaceOf(request.query));
      // Drugs the catalogue no longer has are left out: the storefront keeps what it knew of them.
      const drugs = (await catalogue.orderDrugs(ids, askedPlaceOf(request.query))).map((d) => ({
        drug_id: d.id,
        price: d.price,
        max_count: d.max_count,
        is_count_exist: pharmacies.some((p) => (p.stock.get(d.id) ?? 0) > 0),
      }));
      if (!location) return { status: 1, msg: '', drugs, cashback_percent };
      const nearest = pharmacies
        .filter((p) => lines.every((l) => (p.stock.get(l.drug_id) ?? 0) >= l.qty))
        .map((p) => distanceKm(location, p.pharmacy))
        .sort((a, b) => a - b)[0];
      if (nearest === undefined) {
        // Not a refusal (status 1): the check's lines stand; the text and code say no pharmacy holds them all.
        const { code, msg } = refusal('not_available');
        return { status: 1, code, msg, drugs, location, cashback_percent };
      }
      if (nearest > deps.maxDeliveryKm) {
        return { ...fieldRefusal('no_delivery', 'location'), drugs, cashback_percent };
      }
      return {
        status: 1,
        msg: '',
        drugs,
        location,
        cashback_percent,
        delivery: { distance_km: roundKm(nearest), express: expressPrice(nearest), standard: 0 },
      };
    },
  );

  app.post(
    '/v2/cart',
    {
      onRequest: requireUser,
      schema: {
        querystring: commonQuerySchema,
        body: CartBody,
        response: { 200: PlaceOrderAnswer, '4xx': Refusal },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = request.body.idempotency_key ?? (typeof header === 'string' ? header : null);
      if (key !== null && !/^[A-Za-z0-9_.:-]{8,100}$/.test(key)) {
        return badRequest(reply, 'invalid_idempotency_key');
      }
      const result = await placeOrder(deps, {
        userId: request.userId,
        body: withDefaults(CartBody, request.body, 'payment_type', 'device'),
        key,
        ...askedPlaceOf(request.query),
      });
      switch (result.kind) {
        case 'placed':
          // The saved card is charged now, server to provider; a failed charge leaves the order placed and
          // "Payment failed" (its page offers "Оплатить" again), so the answer is the order either way.
          if (result.savedCard !== undefined) {
            await deps.savedCards.pay(request.userId, result.orderId, result.savedCard, false);
          }
          return {
            status: 1,
            msg: 'Order placed',
            order_id: result.orderId,
            orders_count: result.ordersCount,
          };
        case 'refused':
          return result.refusal.field
            ? fieldRefusal(result.refusal.code, result.refusal.field)
            : refusal(result.refusal.code);
        case 'not-found':
          return notFound(reply, result.code);
        case 'key-reused':
          return refuse(reply, 409, 'idempotency_key_reused');
        case 'express-closed':
          return refuse(reply, 409, 'express_closed', { ...SHOP_HOURS });
      }
    },
  );
}
