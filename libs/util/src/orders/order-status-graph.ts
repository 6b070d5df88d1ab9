import { ORDER_STATUSES, type OrderStatus } from '../wire/order-statuses';

/** How the order reaches the shopper: a courier, or the shopper at the pharmacy. */
export type OrderKind = 'shipping' | 'pickup';

/** How long a pick-up order waits at the pharmacy once it is ready there (`received`). */
export const PICKUP_HOLD_MS = 48 * 3_600_000;

/** What an order of each kind passes through, never the other's: a courier order is never "picked up". */
const KIND_ONLY: Record<OrderKind, readonly OrderStatus[]> = {
  pickup: ['in_transit', 'received', 'picked_up'],
  shipping: ['waiting_for_deliverer', 'delivering', 'delivered'],
};

/** Called off by anyone: the cancellation statuses a live order may still take. */
const CALLED_OFF: readonly OrderStatus[] = ['cancelled_by_store', 'cancel_by_admin'];

/**
 * The allowed moves of an order's status, the one statement of them (the spec lists the statuses, not the moves;
 * docs/order-statuses.md draws this graph). An order starts `pending`; the payment's statuses come first, then
 * the pharmacy's work; delivered, picked up and every cancellation are final. Pick-up: accepted, collected,
 * (in transit to the pick-up pharmacy,) received there = ready for pick-up (held PICKUP_HOLD_MS), picked up.
 * Courier: accepted, collected, waiting for the courier, delivering, delivered.
 */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: [
    'payment_waiting',
    'paid',
    'not_paid',
    'payment_failed',
    'accept',
    'cancelled_by_user',
    ...CALLED_OFF,
  ],
  payment_waiting: ['paid', 'not_paid', 'payment_failed', 'cancelled_by_user', ...CALLED_OFF],
  paid: ['accept', 'cancelled_by_user', ...CALLED_OFF],
  not_paid: ['payment_waiting', 'paid', 'accept', 'cancelled_by_user', ...CALLED_OFF],
  accept: ['collected', 'cancelled_by_user', ...CALLED_OFF],
  collected: ['in_transit', 'received', 'waiting_for_deliverer', ...CALLED_OFF],
  in_transit: ['received', ...CALLED_OFF],
  // Not collected within the hold: the pharmacy calls it off.
  received: ['picked_up', ...CALLED_OFF],
  waiting_for_deliverer: ['delivering', ...CALLED_OFF],
  // The courier could not hand it over: the store calls it off (its goods come back).
  delivering: ['delivered', ...CALLED_OFF],
  delivered: [],
  picked_up: [],
  cancelled_by_store: [],
  cancel_by_admin: [],
  cancelled_by_user: [],
  payment_failed: [],
};

/** The statuses the payment sets (the payments' own path), never the pharmacies' status feed. */
const PAYMENT_STATUSES: readonly OrderStatus[] = ['payment_waiting', 'paid', 'not_paid', 'payment_failed'];

/** What the pharmacies' status feed may report: their work, never a payment, never `pending` (where orders start). */
export const FEED_STATUSES = ORDER_STATUSES.filter(
  (status) => status !== 'pending' && !PAYMENT_STATUSES.includes(status),
);

/** The order reached the shopper: it earns its cashback. */
export const COMPLETED_STATUSES: readonly OrderStatus[] = ['delivered', 'picked_up'];

/** Whether an order of this kind may move from one status to the other (never to the status it has). */
export function canMoveOrder(kind: OrderKind, from: OrderStatus, to: OrderStatus): boolean {
  const other: OrderKind = kind === 'pickup' ? 'shipping' : 'pickup';
  const foreign = KIND_ONLY[other];
  return ORDER_STATUS_MOVES[from].includes(to) && !foreign.includes(from) && !foreign.includes(to);
}

/**
 * Whether the shopper may still call the order off (`cancelled_by_user`): the graph's moves, so until the goods
 * are collected (pending, a payment's status, accepted). The order page offers it and the API allows it by this.
 */
export function canCancelOrder(order: { type: OrderKind; status: OrderStatus }): boolean {
  return canMoveOrder(order.type, order.status, 'cancelled_by_user');
}

/** Whether nothing follows this status. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_STATUS_MOVES[status].length === 0;
}
