import type { StockRepo } from '../drugs/stock-repo';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { type CashbackRepo, isCancelled } from '../orders/cashback';
import type { OrderRow, OrdersRepo } from '../orders/orders-repo';
import { changeOrderStatus, type OrderStatusDeps } from '../orders/order-status';
import type { PaymentProviderName } from './payments-config';
import { type PaymentRow, type PaymentsRepo, PaymentState } from './payments-repo';

/** Payme's timeout: a transaction not performed within 12 hours of its creation is cancelled (reason 4). */
export const TRANSACTION_TIMEOUT_MS = 12 * 3_600_000;
/** Payme's reason code for a transaction cancelled on its timeout. */
export const REASON_TIMEOUT = 4;

/** Payme's reason codes: a refund, and an order called off while its transaction was open. */
export const REASON_REFUND = 5;
const REASON_ORDER_CANCELLED = 3;

/** Statuses after which an order was handed over: its payment is no longer given back (Payme's -31007). */
const HANDED_OVER = ['delivered', 'received', 'picked_up'];

export interface PaymentLedgerDeps {
  db: Database;
  orders: OrdersRepo;
  cashback: CashbackRepo;
  payments: PaymentsRepo;
  stock: Pick<StockRepo, 'take' | 'receive'>;
  clock: Clock;
  /** How long stock stays taken for an unpaid card order. */
  holdMinutes: number;
  /** A provider's refund calls the order off the one way a status changes. */
  status: OrderStatusDeps;
}

/** Why a provider's call cannot be done; each provider's routes say it in their protocol's words. */
export type PaymentRefusal =
  | 'order_not_found'
  /** The amount is not what is left to pay, to the tiyin. */
  | 'wrong_amount'
  /** Paid, called off, not waiting for a card payment, or its hold ran out. */
  | 'not_payable'
  /** Another transaction of the order is open: the order waits for it. */
  | 'busy'
  | 'transaction_not_found'
  /** The transaction's state does not allow it (cancelled, or timed out now). */
  | 'cannot_perform'
  /** The order was handed over: its payment cannot be given back. */
  | 'cannot_cancel';

export type LedgerResult = { ok: true; payment: PaymentRow } | { ok: false; refusal: PaymentRefusal };

const refused = (refusal: PaymentRefusal): LedgerResult => ({ ok: false, refusal });

/**
 * Card payments as one set of rules for every provider (Payme's Merchant API, Click's SHOP API and the development
 * page call these): a transaction is opened for what is left to pay, in tiyin, performed once, or cancelled. Each
 * change runs in one transaction that first locks the order's shopper (as `payOrder` does), so two calls about one
 * order, on one instance or two, run one after the other, and the one that comes second sees what the first did.
 */
export function createPaymentLedger(deps: PaymentLedgerDeps) {
  const { db, orders, cashback, payments, stock, clock } = deps;
  const now = () => clock().getTime();

  /** What is left to pay on the order, in tiyin: its total less the cashback it uses. */
  async function dueTiyin(order: OrderRow): Promise<number> {
    return (order.total - (await cashback.usedOn(order.id))) * 100;
  }

  /** The order, its shopper locked for the rest of the transaction; null when there is no such order. */
  async function lockOrder(orderId: number): Promise<OrderRow | null> {
    const owner = await orders.ownerOf(orderId);
    if (owner === null) return null;
    await cashback.lockOwner(owner);
    return orders.byId(orderId);
  }

  function isPayable(order: OrderRow): boolean {
    return (
      order.is_paid === 0 &&
      !isCancelled(order.status) &&
      order.payment_state === 'waiting' &&
      order.stock_released === 0
    );
  }

  const hasTimedOut = (payment: PaymentRow) => now() - payment.create_time > TRANSACTION_TIMEOUT_MS;

  /** The order's stock back to its pharmacy (a failed or expired payment), once. */
  async function releaseStock(order: OrderRow): Promise<boolean> {
    if (order.stock_released === 1 || order.is_paid === 1 || order.store_id === null) return false;
    const items = await orders.items([order.id]);
    await stock.receive(
      order.store_id,
      items.map((item) => ({ drug_id: item.drug_id, qty: item.qty })),
    );
    return true;
  }

  /** The order's payment failed: its stock given back, "Payment failed" with paying again offered. */
  async function failOrder(order: OrderRow): Promise<void> {
    if (order.is_paid === 1 || isCancelled(order.status)) return;
    await orders.failPayment(order.id, await releaseStock(order));
  }

  async function cancelOpen(payment: PaymentRow, reason: number): Promise<PaymentRow> {
    await payments.cancel(payment, now(), reason);
    const order = await orders.byId(payment.order_id);
    if (order) await failOrder(order);
    return (await payments.find(payment.provider, payment.provider_tx_id))!;
  }

  /** Whether a payment of `amount` tiyin for the order would be taken (Payme's CheckPerformTransaction). */
  async function check(orderId: number, amount: number): Promise<PaymentRefusal | null> {
    return db.transaction(async () => {
      const order = await lockOrder(orderId);
      if (!order) return 'order_not_found';
      if (amount !== (await dueTiyin(order))) return 'wrong_amount';
      if (
        !isPayable(order) ||
        (order.stock_held_until !== null && order.stock_held_until < clock().toISOString())
      )
        return 'not_payable';
      return null;
    });
  }

  return {
    dueTiyin,
    check,
    /** Whether the order is paid (Click tells "already paid" from other refusals). */
    isPaid: async (orderId: number) => (await orders.byId(orderId))?.is_paid === 1,
    /** The provider's transaction as it stands (Payme's CheckTransaction). */
    find: (provider: PaymentProviderName, txId: string) => payments.find(provider, txId),

    /**
     * Opens the provider's transaction `txId` for the order (Payme's CreateTransaction, Click's Prepare): the money
     * is held on the card. Sent again, the same transaction is answered; a transaction past its 12 hours is
     * cancelled instead.
     */
    async create(p: {
      provider: PaymentProviderName;
      txId: string;
      orderId: number;
      amount: number;
      providerTime: number;
    }): Promise<LedgerResult> {
      return db.transaction(async () => {
        const order = await lockOrder(p.orderId);
        const known = await payments.findLocked(p.provider, p.txId);
        if (known) {
          if (known.state !== PaymentState.created) return refused('cannot_perform');
          if (hasTimedOut(known)) {
            await cancelOpen(known, REASON_TIMEOUT);
            return refused('cannot_perform');
          }
          return { ok: true, payment: known };
        }
        if (!order) return refused('order_not_found');
        const problem = await check(p.orderId, p.amount);
        if (problem) return refused(problem);
        if ((await payments.openOn(order.id)).length > 0) return refused('busy');
        await payments.insert({ ...p, now: now() });
        return { ok: true, payment: (await payments.find(p.provider, p.txId))! };
      });
    },

    /**
     * Performs the transaction (Payme's PerformTransaction, Click's Complete): the order is paid, once. Sent again,
     * the performed transaction is answered and nothing is paid twice.
     */
    async perform(provider: PaymentProviderName, txId: string): Promise<LedgerResult> {
      return db.transaction(async () => {
        const first = await payments.find(provider, txId);
        if (!first) return refused('transaction_not_found');
        const order = await lockOrder(first.order_id);
        const payment = (await payments.findLocked(provider, txId))!;
        if (payment.state === PaymentState.performed) return { ok: true, payment };
        if (payment.state !== PaymentState.created || !order) return refused('cannot_perform');
        // An order called off while its payment was open is not paid: the money held goes back.
        if (isCancelled(order.status)) {
          await cancelOpen(payment, REASON_ORDER_CANCELLED);
          return refused('cannot_perform');
        }
        if (hasTimedOut(payment)) {
          await cancelOpen(payment, REASON_TIMEOUT);
          return refused('cannot_perform');
        }
        // What is due cannot have changed while the transaction was open (beginPayment refuses), but a payment
        // must pay the order to the tiyin or not at all.
        if (payment.amount !== (await dueTiyin(order)) || !(await orders.markPaid(order.id))) {
          return refused('cannot_perform');
        }
        await payments.perform(payment.id, now());
        return { ok: true, payment: (await payments.find(provider, txId))! };
      });
    },

    /**
     * Cancels the transaction (Payme's CancelTransaction, a Click Complete with an error, a declined development
     * payment): an open one is -1 and the order's payment failed (its stock given back); a performed one is -2, a
     * refund: the order is no longer paid and is called off, its cashback returned. Sent again, answered the same.
     */
    async cancel(provider: PaymentProviderName, txId: string, reason: number): Promise<LedgerResult> {
      return db.transaction(async () => {
        const first = await payments.find(provider, txId);
        if (!first) return refused('transaction_not_found');
        const order = await lockOrder(first.order_id);
        const payment = (await payments.findLocked(provider, txId))!;
        if (payment.state === PaymentState.cancelled || payment.state === PaymentState.refunded) {
          return { ok: true, payment };
        }
        if (payment.state === PaymentState.created)
          return { ok: true, payment: await cancelOpen(payment, reason) };
        if (order && HANDED_OVER.includes(order.status)) return refused('cannot_cancel');
        await payments.cancel(payment, now(), reason);
        if (order) {
          await orders.markRefunded(order.id);
          if (!isCancelled(order.status)) {
            await changeOrderStatus(deps.status, order.id, { status: 'cancel_by_admin' });
          }
        }
        return { ok: true, payment: (await payments.find(provider, txId))! };
      });
    },

    /**
     * A saved card's charge did not go through and left no transaction open (the provider refused before
     * opening one, or cancelled its own): the order's payment failed. An order whose other payment is open or done
     * is left to it.
     */
    async failUnlessOpen(orderId: number): Promise<void> {
      await db.transaction(async () => {
        const order = await lockOrder(orderId);
        if (!order || !isPayable(order) || (await payments.openOn(order.id)).length > 0) return;
        await failOrder(order);
      });
    },

    /** The development page's "Decline" (no transaction was opened): the order's payment failed. */
    async decline(orderId: number): Promise<void> {
      await db.transaction(async () => {
        const order = await lockOrder(orderId);
        if (!order || !isPayable(order)) return;
        for (const payment of await payments.openOn(order.id)) await payments.cancel(payment, now(), 0);
        await failOrder(order);
      });
    },

    /**
     * Sends the shopper's order to a provider (checkout, or "Оплатить" again): the cashback it uses is set as
     * asked, and what is left, if anything, is to be paid by card; stock given back after a failed payment is
     * taken anew and held. Refused while a transaction of the order is open (the amount must not change under it).
     */
    async beginPayment(
      userId: number,
      orderId: number,
      cashPay: boolean,
    ): Promise<
      | { kind: 'paid' }
      | { kind: 'waiting'; amountTiyin: number }
      | {
          kind: 'refused';
          code: 'already_paid' | 'order_cancelled' | 'payment_in_progress' | 'not_available';
        }
      | { kind: 'not-found' }
    > {
      return db
        .transaction(async () => {
          await cashback.lockOwner(userId);
          const order = await orders.find(orderId, userId);
          if (!order) return { kind: 'not-found' } as const;
          if (order.is_paid === 1) return { kind: 'refused', code: 'already_paid' } as const;
          if (isCancelled(order.status)) return { kind: 'refused', code: 'order_cancelled' } as const;
          if ((await payments.openOn(order.id)).length > 0)
            return { kind: 'refused', code: 'payment_in_progress' } as const;
          const available = (await cashback.balance(userId)) + (await cashback.usedOn(order.id));
          const cashUsed = cashPay ? Math.min(available, order.total) : 0;
          await cashback.setUsed(userId, order.id, cashUsed);
          if (order.stock_released === 1 && order.store_id !== null) {
            const items = await orders.items([order.id]);
            const lines = items.map((item) => ({ drug_id: item.drug_id, qty: item.qty }));
            // Nothing of this transaction is kept when the stock is gone: the cashback stays as it was.
            if (!(await stock.take(order.store_id, lines))) throw new StockGone();
          }
          if (cashUsed === order.total) {
            await orders.markPaid(order.id);
            return { kind: 'paid' } as const;
          }
          const until = new Date(now() + deps.holdMinutes * 60_000).toISOString();
          await orders.awaitPayment(order.id, until);
          return { kind: 'waiting', amountTiyin: (order.total - cashUsed) * 100 } as const;
        })
        .catch((error: unknown) => {
          if (error instanceof StockGone) return { kind: 'refused', code: 'not_available' } as const;
          throw error;
        });
    },

    /**
     * Gives back the stock of card orders whose hold ran out unpaid: their payment failed (reason 4 for a
     * transaction still open past 12 hours). An order with a younger open transaction waits for it. Returns how
     * many orders it failed.
     */
    async expireHolds(): Promise<number> {
      let failed = 0;
      for (const orderId of await orders.heldPast(clock().toISOString())) {
        failed += await db.transaction(async () => {
          const order = await lockOrder(orderId);
          if (!order || order.stock_held_until === null || order.stock_held_until >= clock().toISOString())
            return 0;
          // Paid or called off meanwhile: its stock is the order's (or the cancellation's) business now.
          if (order.is_paid === 1 || isCancelled(order.status)) {
            await orders.clearHold(order.id);
            return 0;
          }
          const open = await payments.openOn(order.id);
          if (open.some((payment) => !hasTimedOut(payment))) return 0;
          for (const payment of open) await payments.cancel(payment, now(), REASON_TIMEOUT);
          await failOrder(order);
          return 1;
        });
      }
      return failed;
    },

    /** A provider's transactions made within [from, to] (ms): Payme's GetStatement. */
    statement(provider: PaymentProviderName, from: number, to: number): Promise<PaymentRow[]> {
      return payments.between(provider, from, to);
    },
  };
}

class StockGone extends Error {}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
