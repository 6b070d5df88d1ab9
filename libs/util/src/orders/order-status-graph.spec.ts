import { ORDER_STATUSES, type OrderStatus } from '../wire/order-statuses';
import { canMoveOrder, isFinalStatus, type OrderKind } from './order-status-graph';

/**
 * Every allowed move, written out by hand as "kind: from -> to" (not derived from the module): every other pair of
 * the 2 × 16 × 16 is refused, and the test checks each one.
 */
const ALLOWED = new Set([
  ...['pickup', 'shipping'].flatMap((kind) =>
    [
      'pending -> payment_waiting',
      'pending -> paid',
      'pending -> not_paid',
      'pending -> payment_failed',
      'pending -> accept',
      'pending -> cancelled_by_user',
      'pending -> cancelled_by_store',
      'pending -> cancel_by_admin',
      'payment_waiting -> paid',
      'payment_waiting -> not_paid',
      'payment_waiting -> payment_failed',
      'payment_waiting -> cancelled_by_user',
      'payment_waiting -> cancelled_by_store',
      'payment_waiting -> cancel_by_admin',
      'paid -> accept',
      'paid -> cancelled_by_user',
      'paid -> cancelled_by_store',
      'paid -> cancel_by_admin',
      'not_paid -> payment_waiting',
      'not_paid -> paid',
      'not_paid -> accept',
      'not_paid -> cancelled_by_user',
      'not_paid -> cancelled_by_store',
      'not_paid -> cancel_by_admin',
      'accept -> collected',
      'accept -> cancelled_by_user',
      'accept -> cancelled_by_store',
      'accept -> cancel_by_admin',
      'collected -> cancelled_by_store',
      'collected -> cancel_by_admin',
    ].map((move) => `${kind}: ${move}`),
  ),
  'pickup: collected -> in_transit',
  'pickup: collected -> received',
  'pickup: in_transit -> received',
  'pickup: in_transit -> cancelled_by_store',
  'pickup: in_transit -> cancel_by_admin',
  'pickup: received -> picked_up',
  'pickup: received -> cancelled_by_store',
  'pickup: received -> cancel_by_admin',
  'shipping: collected -> waiting_for_deliverer',
  'shipping: waiting_for_deliverer -> delivering',
  'shipping: waiting_for_deliverer -> cancelled_by_store',
  'shipping: waiting_for_deliverer -> cancel_by_admin',
  'shipping: delivering -> delivered',
  'shipping: delivering -> cancelled_by_store',
  'shipping: delivering -> cancel_by_admin',
]);

const KINDS: OrderKind[] = ['pickup', 'shipping'];
const pairs = KINDS.flatMap((kind) =>
  ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [kind, from, to] as const)),
);

describe('the order status graph', () => {
  it('allows exactly the moves written out above', () => {
    const allowed = pairs.filter(([kind, from, to]) => canMoveOrder(kind, from, to));
    expect(allowed.map(([kind, from, to]) => `${kind}: ${from} -> ${to}`).sort()).toEqual(
      [...ALLOWED].sort(),
    );
  });

  it.each(pairs.filter(([kind, from, to]) => !ALLOWED.has(`${kind}: ${from} -> ${to}`)))(
    'refuses %s: %s -> %s',
    (kind, from, to) => {
      expect(canMoveOrder(kind, from, to)).toBe(false);
    },
  );

  it('ends at delivery, pick-up and every cancellation', () => {
    const finals: OrderStatus[] = ORDER_STATUSES.filter(isFinalStatus);
    expect(finals.sort()).toEqual(
      [
        'cancel_by_admin',
        'cancelled_by_store',
        'cancelled_by_user',
        'delivered',
        'payment_failed',
        'picked_up',
      ].sort(),
    );
  });
});
