import type { PayOrderBodyDto } from '@gopharm/util/contract';
import type { Database } from '../db/database';
import { type CashbackRepo, isCancelled } from './cashback';
import type { OrdersRepo } from './orders-repo';

export interface OrderMoneyDeps {
  db: Database;
  orders: OrdersRepo;
  cashback: CashbackRepo;
}

export type PayOrderResult =
  | { kind: 'paid' | 'saved' }
  | { kind: 'refused'; code: 'already_paid' | 'order_cancelled' | 'not_available' }
  | { kind: 'not-found'; code: 'order_not_found' }
  | { kind: 'bad-request'; code: 'card_id_required' };

/**
 * Pays an order in cash or wholly with cashback (`POST v1/order-payment` without a saved card) as one change that happens once: in one transaction that first locks
 * the shopper's cashback, the order is read again, the cashback it uses is spent (or given back) in the ledger and
 * the payment recorded only if the order is still unpaid. Two payments at once, on one instance or two, run one
 * after the other: the second finds the order paid, or the balance the first left.
 */
export async function payOrder(
  deps: OrderMoneyDeps,
  userId: number,
  body: Required<Pick<PayOrderBodyDto, 'cash_pay'>> & PayOrderBodyDto,
): Promise<PayOrderResult> {
  const { db, orders, cashback } = deps;
  const { order_id, payment_type, cash_pay } = body;
  return db.transaction(async (): Promise<PayOrderResult> => {
    await cashback.lockOwner(userId);
    const row = await orders.find(order_id, userId);
    if (!row) return { kind: 'not-found', code: 'order_not_found' };
    if (row.is_paid === 1) return { kind: 'refused', code: 'already_paid' };
    if (isCancelled(row.status)) return { kind: 'refused', code: 'order_cancelled' };
    // A card payment failed and gave the stock back: only the provider's checkout takes it anew.
    if (row.stock_released === 1) return { kind: 'refused', code: 'not_available' };
    // What the shopper can spend on this order: the balance plus what is already set aside for it.
    const available = (await cashback.balance(userId)) + (await cashback.usedOn(row.id));
    const cashUsed = cash_pay ? Math.min(available, row.total) : 0;
    const rest = row.total - cashUsed;
    // A card pays through the provider: a saved card by the route's saved-card payment, a new one on the
    // provider's page (v1/order-payment/checkout). Only an order the cashback pays in full is paid here.
    if (payment_type === 2 && rest > 0) return { kind: 'bad-request', code: 'card_id_required' };
    const isPaid = rest === 0;
    const recorded = await orders.setPayment(row.id, userId, {
      paymentType: payment_type,
      cardId: null,
      isPaid,
    });
    if (!recorded) return { kind: 'refused', code: 'already_paid' };
    await cashback.setUsed(userId, row.id, cashUsed);
    return { kind: isPaid ? 'paid' : 'saved' };
  });
}
