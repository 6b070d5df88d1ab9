import { canMoveOrder, COMPLETED_STATUSES, type OrderStatus, PICKUP_HOLD_MS } from '@gopharm/util';
import type { StockRepo } from '../drugs/stock-repo';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { type CashbackRepo, isCancelled } from './cashback';
import type { OrderChanges } from './order-changes';
import type { OrderEventsRepo } from './order-events-repo';
import type { OrderTexts } from './order-texts';
import type { OrderRow, OrdersRepo } from './orders-repo';

export interface OrderStatusDeps {
  db: Database;
  orders: OrdersRepo;
  cashback: CashbackRepo;
  events: OrderEventsRepo;
  /** A cancelled order's goods go back to its pharmacy's stock (as a receipt adds them: every instance sees it). */
  stock: Pick<StockRepo, 'receive'>;
  /** The shopper's live streams hear of it once the change commits, on every instance. */
  changes: Pick<OrderChanges, 'publish'>;
  /** The shopper is texted about the changes that matter. */
  texts: Pick<OrderTexts, 'statusChanged'>;
  clock: Clock;
  /**
   * Starts giving back a called-off order's card payment through its provider (payments/refund-order.ts), once the
   * cancellation is written: the provider is called over the network, never inside the transaction that holds the
   * shopper's lock. Safe to start twice (a payment is refunded once).
   */
  refund: (orderId: number) => void;
}

export interface StatusChange {
  status: OrderStatus;
  /** When it happened, as the reporting system says; now when left out. */
  occurredAt?: Date;
  /** A courier order on its way: when the courier is expected. */
  courierExpectedAt?: Date;
}

export type StatusChangeResult =
  | { kind: 'changed'; order: OrderRow; eventId: number }
  | { kind: 'not-found' }
  | { kind: 'refused'; code: 'order_status_move'; from: OrderStatus }
  | { kind: 'refused'; code: 'order_event_out_of_order'; after: string };

/**
 * Moves an order to a new status, the one way a status changes, in one transaction that first locks the
 * shopper's cashback: only along the graph of `@gopharm/util` (ORDER_STATUS_MOVES) and never to a time before the
 * status it has (events are applied in the order they happened). With it, what the status does: the step is
 * written to the order's timeline; a pick-up order ready at the pharmacy is held PICKUP_HOLD_MS; delivered or
 * picked up, the order earns its cashback (once); called off, the cashback it used is given back, its goods go
 * back to the pharmacy's stock and its card payment is refunded once it commits (`deps.refund`). The shopper's live streams
 * hear of it once it commits (`OrderChanges`), and is texted about it if it matters (`OrderTexts`). The graph's final statuses
 * and the conditional update make each of these happen once, on one instance or several.
 */
export async function changeOrderStatus(
  deps: OrderStatusDeps,
  orderId: number,
  change: StatusChange,
): Promise<StatusChangeResult> {
  const { db, orders, cashback, events, stock, changes, texts, clock, refund } = deps;
  const { status } = change;
  const occurredAt = (change.occurredAt ?? clock()).toISOString();
  return db.transaction(async (): Promise<StatusChangeResult> => {
    const userId = await orders.ownerOf(orderId);
    if (userId === null) return { kind: 'not-found' };
    await cashback.lockOwner(userId);
    const row = await orders.find(orderId, userId);
    if (!row) return { kind: 'not-found' };
    const from = row.status as OrderStatus;
    if (!canMoveOrder(row.type, from, status)) return { kind: 'refused', code: 'order_status_move', from };
    if (row.status_at !== null && occurredAt < row.status_at) {
      return { kind: 'refused', code: 'order_event_out_of_order', after: row.status_at };
    }
    const readyUntil =
      status === 'received' ? new Date(Date.parse(occurredAt) + PICKUP_HOLD_MS).toISOString() : null;
    const courierExpectedAt =
      status === 'delivering' || status === 'waiting_for_deliverer'
        ? (change.courierExpectedAt?.toISOString() ?? null)
        : null;
    const moved = await orders.moveStatus(orderId, from, status, {
      statusAt: occurredAt,
      readyUntil,
      courierExpectedAt,
    });
    // Under the owner's lock nobody else moved it; kept as the guard should a mover ever skip that lock.
    if (!moved) return { kind: 'refused', code: 'order_status_move', from };
    if (COMPLETED_STATUSES.includes(status)) await cashback.earn(userId, orderId, row.cashback);
    if (isCancelled(status)) {
      await cashback.setUsed(userId, orderId, 0);
      const lines = (await orders.items([orderId])).map(({ drug_id, qty }) => ({ drug_id, qty }));
      // A card order whose payment failed gave its goods back then (payments/payment-ledger.ts): not twice.
      if (row.store_id !== null && lines.length > 0 && row.stock_released !== 1) {
        await stock.receive(row.store_id, lines);
      }
      // Refunded already (a provider's own cancellation, payment-ledger.ts) reads is_paid 0: nothing to start.
      if (row.is_paid === 1 && row.payment_type === 2) db.afterCommit(() => refund(orderId));
    }
    const eventId = await events.record(orderId, status, occurredAt);
    await changes.publish({
      user_id: userId,
      order_id: orderId,
      event_id: eventId,
      status,
      occurred_at: occurredAt,
    });
    const order = (await orders.find(orderId, userId))!;
    await texts.statusChanged(order, status);
    return { kind: 'changed', order, eventId };
  });
}
