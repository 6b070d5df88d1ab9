import { type Static, type TSchema, Type } from 'typebox';
import { FEED_STATUSES } from '../orders/order-status-graph';
import { ORDER_STATUSES } from '../wire/order-statuses';
import { ORDER_PAYMENT_STATES, PAYMENT_PROVIDERS } from '../wire/wire-constants';
import { CommonQuery, Id } from './common';
import { Pharmacy } from './pharmacy';

export const OrderItem = Type.Object({
  drug_id: Type.Integer(),
  slug: Type.String(),
  name: Type.String({ description: 'In `lan` when the order kept both names.' }),
  qty: Type.Integer(),
  price: Type.Integer({ description: 'Sum, for one pack.' }),
  image_thumbnail: Type.String(),
});

const OrUnset = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of the shopper's orders (`GET v1/orders`, `GET v1/order/{id}`). */
export const Order = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  created_date: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
  type: Type.Enum(['shipping', 'pickup']),
  shipping_time: OrUnset(Type.Enum(['standard', 'express'])),
  address: OrUnset(Type.String({ description: 'The delivery address in `lan`; null for a pick-up.' })),
  store: OrUnset(Pharmacy),
  payment_type: Type.Enum([1, 2], { description: '1 cash, 2 card' }),
  prescription_id: OrUnset(
    Type.Integer({ description: 'The prescription the order was placed with (a prescription medicine).' }),
  ),
  is_paid: Type.Boolean(),
  payment_state: Type.Enum(ORDER_PAYMENT_STATES, {
    description:
      'The spec\'s payment labels: `waiting` (sent to the card provider, "Payment is waiting"), `paid`, `failed` ' +
      '("Payment failed": it may be paid again), `refunded` (paid, then given back), `not_paid` (cash until delivered).',
  }),
  delivery_sum: Type.Integer(),
  total: Type.Integer(),
  cashback: Type.Integer(),
  items: Type.Array(OrderItem),
  ready_until: OrUnset(
    Type.String({ description: 'A pick-up order ready at the pharmacy (`received`): held until then.' }),
  ),
  courier_expected_at: OrUnset(
    Type.String({ description: 'A courier order on its way: when it is expected.' }),
  ),
  timeline: Type.Array(Type.Object({ status: Type.Enum(ORDER_STATUSES), at: Type.String() }), {
    description: 'What happened to the order and when, oldest first (placing it is `created_date`).',
  }),
});

/** `POST v1/order/{id}/cancel`: the order as the shopper's cancellation left it. */
export const CancelOrderAnswer = Type.Object({
  status: Type.Literal(1),
  msg: Type.String(),
  order: Order,
});

export const OrdersQuery = Type.Object({
  ...CommonQuery.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
});

export const OrdersPage = Type.Object({
  status: Type.Integer(),
  msg: Type.String(),
  results: Type.Array(Order),
});

export const OrderPaymentParams = Type.Object({ order_id: Id });

/** `GET v1/order-payment/{order_id}`: what is left to pay. */
export const OrderPayment = Type.Object({
  order_id: Type.Integer(),
  total: Type.Integer(),
  delivery_sum: Type.Integer(),
  cash: Type.Number({
    description: 'What the shopper may spend on it: the balance and what it already holds.',
  }),
  is_total_cash: Type.Boolean(),
  is_user_pay: Type.Boolean(),
  is_cancelled: Type.Boolean({ description: 'The order was called off: nothing is left to pay.' }),
  created_date: Type.String(),
  start_shipping: Type.Boolean({ description: 'The order is on its way or done.' }),
});

/** `POST v1/order-payment`. */
export const PayOrderBody = Type.Object({
  order_id: Id,
  payment_type: Type.Enum([1, 2], { description: '1 cash, 2 card' }),
  cash_pay: Type.Optional(
    Type.Boolean({ default: false, description: 'Spend the cashback balance on the order.' }),
  ),
  card_id: Type.Optional(Id),
});

/** An instant in UTC as ISO 8601 writes it ("2026-11-21T10:00:00Z", milliseconds allowed). */
const UtcInstant = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$', description });

/** `POST v1/orders/status-events`: the pharmacies' systems report what happened to an order. */
export const OrderStatusEventBody = Type.Object({
  event_id: Type.String({
    pattern: '^[A-Za-z0-9_.:-]{8,100}$',
    description:
      "The sending system's own id of this event (8 to 100 letters, digits or _.:-): sent again, it changes " +
      'nothing and gets the first answer; the id with another body is refused (409 order_event_id_reused).',
  }),
  order_id: Id,
  status: Type.Enum(FEED_STATUSES, { description: "The pharmacy's work; payments are not reported here." }),
  occurred_at: UtcInstant('When it happened: an event older than the status the order has is refused.'),
  courier_expected_at: Type.Optional(
    UtcInstant('With waiting_for_deliverer or delivering: when the courier is expected at the shopper.'),
  ),
});

/** The order as the event left it. */
export const OrderStatusEventAnswer = Type.Object({
  status: Type.Integer(),
  order_status: Type.Enum(ORDER_STATUSES),
  ready_until: OrUnset(
    Type.String({ description: 'A pick-up order ready at the pharmacy: held until then.' }),
  ),
  courier_expected_at: OrUnset(Type.String()),
});

/**
 * `POST v1/order-payment/checkout`: pay what is left of an order by card on a provider's page. The answer's
 * `redirect_url` is that page (the card is typed there, never on ours); null when the cashback paid it all.
 */
export const OrderCheckoutBody = Type.Object({
  order_id: Id,
  provider: Type.Optional(
    Type.Enum(PAYMENT_PROVIDERS, {
      description: 'One the server offers; the first it offers when left out.',
    }),
  ),
  cash_pay: Type.Optional(
    Type.Boolean({ default: false, description: 'Spend the cashback balance on the order.' }),
  ),
  return_path: Type.String({
    pattern: '^/(?![/\\\\])[^\\s]*$',
    maxLength: 200,
    description: "The order's page on this site, where the provider sends the shopper back.",
  }),
});

export const OrderCheckoutAnswer = Type.Object({
  status: Type.Literal(1),
  msg: Type.String(),
  paid: Type.Boolean({
    description: "Paid already (by cashback alone): nothing to pay on a provider's page.",
  }),
  redirect_url: OrUnset(Type.String()),
});

/** `GET v1/order-minimum`: the least an order's goods may cost (checked again by `v2/cart`). */
export const OrderMinimum = Type.Object({ min: Type.Integer({ description: 'Sum.' }) });

export type OrderStatusEventBodyDto = Static<typeof OrderStatusEventBody>;
export type OrderStatusEventAnswerDto = Static<typeof OrderStatusEventAnswer>;
export type OrderMinimumDto = Static<typeof OrderMinimum>;
export type OrderItemDto = Static<typeof OrderItem>;
export type OrderDto = Static<typeof Order>;
export type CancelOrderAnswerDto = Static<typeof CancelOrderAnswer>;
export type OrderCheckoutBodyDto = Static<typeof OrderCheckoutBody>;
export type OrderCheckoutAnswerDto = Static<typeof OrderCheckoutAnswer>;
export type OrdersWireQuery = Static<typeof OrdersQuery>;
export type OrderPaymentParamsDto = Static<typeof OrderPaymentParams>;
export type PayOrderBodyDto = Static<typeof PayOrderBody>;
export type OrderPaymentDto = Static<typeof OrderPayment>;
