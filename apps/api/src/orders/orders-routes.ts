import {
  CancelOrderAnswer,
  Done,
  Order,
  type OrderDto,
  OrderPayment,
  OrderPaymentParams,
  OrdersPage,
  OrdersQuery,
  OrRefusal,
  PayOrderBody,
} from '@gopharm/util/contract';
import type { OrderPaymentState, OrderStatus } from '@gopharm/util';
import type { Catalogue } from '../catalogue';
import { isCancelled } from './cashback';
import type { AuthGuard } from '../http/auth-guard';
import { commonQuerySchema, type Lang } from '../http/common-query';
import { badRequest, idParamsSchema, notFound, refusal } from '../http/replies';
import type { OrderEventRow, OrderEventsRepo } from './order-events-repo';
import type { OrderItemRow, OrderRow } from './orders-repo';
import { changeOrderStatus, type OrderStatusDeps } from './order-status';
import { type OrderMoneyDeps, payOrder } from './pay-order';
import type { ApiApp } from '../http/api-app';
import { languageOf } from '../http/scope';
import { withDefaults } from '../http/schema-defaults';
import type { SavedCardPayments } from '../payments/saved-card-payments';

export const ORDERS_PER_PAGE = 20;

/** Statuses from which the order is on its way or done: shipping has started. */
const SHIPPING_STARTED = ['delivering', 'in_transit', 'delivered', 'received', 'picked_up'];

export interface OrdersDeps extends OrderMoneyDeps {
  /** A saved card pays through the provider (payments/saved-card-payments.ts). */
  savedCards: Pick<SavedCardPayments, 'pay'>;
  catalogue: Pick<Catalogue, 'pharmacy'>;
  events: OrderEventsRepo;
  requireUser: AuthGuard;
  /** What a status change needs: the shopper's own cancellation is one (`changeOrderStatus`). */
  status: OrderStatusDeps;
  /** The refund a cancellation started on this instance, while it runs (settles when the provider answered). */
  refundUnderWay?: (orderId: number) => Promise<void> | undefined;
}

/** How long the shopper's cancellation waits for its refund before answering (the provider may be slow). */
const REFUND_WAIT_MS = 5_000;

/** How an address line names the house and the apartment in each language. */
const ADDRESS_PARTS: Record<Lang, { house: (n: string) => string; apartment: (n: string) => string }> = {
  ru: { house: (n) => `д. ${n}`, apartment: (n) => `кв. ${n}` },
  uz: { house: (n) => `${n}-uy`, apartment: (n) => `${n}-xonadon` },
};

/** The delivery address in the shopper's language: "ул. Навои, д. 5, кв. 12" / "ул. Навои, 5-uy, 12-xonadon". */
export function addressLine(
  row: Pick<OrderRow, 'address' | 'house' | 'apartment'>,
  lan: Lang,
): string | null {
  if (row.address === null) return null;
  const words = ADDRESS_PARTS[lan];
  return [row.address, row.house && words.house(row.house), row.apartment && words.apartment(row.apartment)]
    .filter(Boolean)
    .join(', ');
}

/** The spec's payment label of an order: paid, a card payment waiting, failed or refunded, or not paid (cash). */
export function paymentStateOf(row: Pick<OrderRow, 'is_paid' | 'payment_state'>): OrderPaymentState {
  if (row.is_paid === 1) return 'paid';
  return row.payment_state === 'none' ? 'not_paid' : row.payment_state;
}

export async function orderView(
  row: OrderRow,
  items: OrderItemRow[],
  catalogue: Pick<Catalogue, 'pharmacy'>,
  lan: Lang,
  timeline: OrderEventRow[],
): Promise<OrderDto> {
  return {
    id: row.id,
    number: row.number,
    created_date: row.created_at,
    // Written by this server or the back office, always one of the order statuses.
    status: row.status as OrderStatus,
    type: row.type,
    shipping_time: row.shipping_time,
    address: addressLine(row, lan),
    store:
      row.type === 'pickup' && row.store_id !== null ? await catalogue.pharmacy(row.store_id, lan) : null,
    payment_type: row.payment_type,
    prescription_id: row.prescription_id === null ? null : Number(row.prescription_id),
    is_paid: row.is_paid === 1,
    payment_state: paymentStateOf(row),
    delivery_sum: row.delivery_sum,
    total: row.total,
    cashback: row.cashback,
    items: items.map(({ drug_id, slug, name, name_ru, name_uz, qty, price, image_thumbnail }) => ({
      drug_id,
      slug,
      // The name in the shopper's language; an order placed before both were kept shows the one it has.
      name: (lan === 'uz' ? name_uz : name_ru) ?? name,
      qty,
      price,
      image_thumbnail,
    })),
    ready_until: row.ready_until,
    courier_expected_at: row.courier_expected_at,
    timeline: timeline.map((step) => ({ status: step.status, at: step.occurred_at })),
  };
}

export function ordersRoutes(app: ApiApp, deps: OrdersDeps): void {
  const { orders, cashback, catalogue, events, requireUser } = deps;

  app.get(
    '/v1/orders',
    { onRequest: requireUser, schema: { querystring: OrdersQuery, response: { 200: OrdersPage } } },
    async (request) => {
      const { page } = withDefaults(OrdersQuery, request.query, 'page');
      const rows = await orders.page(request.userId, page, ORDERS_PER_PAGE);
      const items = await orders.items(rows.map((r) => r.id));
      const timelines = await events.timelines(rows.map((r) => r.id));
      const results = [];
      for (const row of rows) {
        const lines = items.filter((i) => i.order_id === row.id);
        results.push(
          await orderView(row, lines, catalogue, languageOf(request.query), timelines.get(row.id) ?? []),
        );
      }
      return { status: 1 as const, msg: '', results };
    },
  );

  app.get(
    '/v1/order/:id',
    {
      onRequest: requireUser,
      schema: { params: idParamsSchema, querystring: commonQuerySchema, response: { 200: Order } },
    },
    async (request, reply) => {
      const row = await orders.find(request.params.id, request.userId);
      if (!row) return notFound(reply, 'order_not_found');
      const timeline = (await events.timelines([row.id])).get(row.id) ?? [];
      return orderView(row, await orders.items([row.id]), catalogue, languageOf(request.query), timeline);
    },
  );

  // The shopper calls the order off while the graph allows it (until the goods are collected), through the one way
  // a status changes: its cashback comes back, its goods return to the pharmacy and a paid card payment is
  // refunded. Tapped twice (or in two tabs), the second finds it cancelled already and answers the same.
  app.post(
    '/v1/order/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        params: idParamsSchema,
        querystring: commonQuerySchema,
        response: { 200: OrRefusal(CancelOrderAnswer) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await orders.find(id, request.userId);
      if (!row) return notFound(reply, 'order_not_found');
      if (row.status !== 'cancelled_by_user') {
        const result = await changeOrderStatus(deps.status, id, { status: 'cancelled_by_user' });
        if (result.kind === 'not-found') return notFound(reply, 'order_not_found');
        // Moved meanwhile by a double tap: cancelled is what was asked.
        const now = result.kind === 'refused' ? await orders.find(id, request.userId) : result.order;
        if (now?.status !== 'cancelled_by_user') return refusal('order_not_cancellable');
        // A paid card order's refund starts once the cancellation is written: the answer says how it went
        // ("Деньги возвращены на карту") unless the provider takes longer than the shopper should wait.
        const refund = deps.refundUnderWay?.(id);
        if (refund) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            refund,
            new Promise((resolve) => (timer = setTimeout(resolve, REFUND_WAIT_MS))),
          ]);
          clearTimeout(timer);
        }
      }
      const cancelled = (await orders.find(id, request.userId))!;
      const timeline = (await events.timelines([id])).get(id) ?? [];
      const order = await orderView(
        cancelled,
        await orders.items([id]),
        catalogue,
        languageOf(request.query),
        timeline,
      );
      return { status: 1 as const, msg: 'Cancelled', order };
    },
  );

  app.get(
    '/v1/order-payment/:order_id',
    { onRequest: requireUser, schema: { params: OrderPaymentParams, response: { 200: OrderPayment } } },
    async (request, reply) => {
      const row = await orders.find(request.params.order_id, request.userId);
      if (!row) return notFound(reply, 'order_not_found');
      // What the shopper could spend on this order: the balance plus what is already set aside for it.
      const cash = (await cashback.balance(request.userId)) + (await cashback.usedOn(row.id));
      return {
        order_id: row.id,
        total: row.total,
        delivery_sum: row.delivery_sum,
        cash,
        is_total_cash: cash >= row.total,
        is_user_pay: row.is_paid === 1,
        is_cancelled: isCancelled(row.status),
        created_date: row.created_at,
        start_shipping: SHIPPING_STARTED.includes(row.status),
      };
    },
  );

  // `cash_pay` is false when left out (the schema's default).
  app.post(
    '/v1/order-payment',
    { onRequest: requireUser, schema: { body: PayOrderBody, response: { 200: OrRefusal(Done) } } },
    async (request, reply) => {
      const body = withDefaults(PayOrderBody, request.body, 'cash_pay');
      const { order_id, payment_type, cash_pay, card_id } = body;
      const result =
        payment_type === 2 && card_id !== undefined
          ? await deps.savedCards.pay(request.userId, order_id, card_id, cash_pay)
          : await payOrder(deps, request.userId, body);
      switch (result.kind) {
        case 'paid':
          return { status: 1 as const, msg: 'Paid' };
        case 'saved':
          return { status: 1 as const, msg: 'Payment saved' };
        case 'refused':
          return refusal(result.code);
        case 'not-found':
          return notFound(reply, result.code);
        case 'bad-request':
          return badRequest(reply, result.code);
      }
    },
  );
}
