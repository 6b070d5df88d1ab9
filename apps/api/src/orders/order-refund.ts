import type { OrderRow } from './orders-repo';

/**
 * The one place a cancelled order's card payment goes back to the shopper: `changeOrderStatus` calls it in the
 * cancellation's transaction, once per order (a cancelled order moves no further). Cashback the order used is
 * given back by the ledger there already. The reference server has no card processor yet (a saved card's token is
 * taken as charged, pay-order.ts), so there is no charge to return: once the payments (issue 39) keep one, this
 * calls their refund (`refundOrder(order.id)`), which must be idempotent by the order.
 */
export async function refundCancelledOrder(
  order: Pick<OrderRow, 'id' | 'is_paid' | 'payment_type'>,
): Promise<void> {
  if (order.is_paid !== 1 || order.payment_type !== 2) return;
  // Nothing was charged (no processor): nothing to refund.
}
