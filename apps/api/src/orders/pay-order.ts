import type { PayOrderBodyDto } from '@gopharm/util/contract';
import type { CardsRepo } from '../cards/cards-repo';
import type { Database } from '../db/database';
import { type CashbackRepo, isCancelled } from './cashback';
import type { OrdersRepo } from './orders-repo';

export interface OrderMoneyDeps {
  db: Database;
  orders: OrdersRepo;
  cards: CardsRepo;
  cashback: CashbackRepo;
}

export type PayOrderResult =
  | { kind: 'paid' | 'saved' }
  | { kind: 'refused'; code: 'already_paid' | 'order_cancelled' | 'not_available' }
  | { kind: 'not-found'; code: 'order_not_found' | 'card_not_found' }
  | { kind: 'bad-request'; code: 'card_id_required' };

/**
 * Pays an order (`POST v1/order-payment`) as one change that happens once: in one transaction that first locks
 * the shopper's cashback, the order is read again, the cashback it uses is spent (or given back) in the ledger and
 * the payment recorded only if the order is still unpaid. Two payments at once, on one instance or two, run one
 * after the other: the second finds the order paid, or the balance the first left.
 */
export async function payOrder(
  deps: OrderMoneyDeps,
  userId: number,
  body: Required<Pick<PayOrderBodyDto, 'cash_pay'>> & PayOrderBodyDto,
): Promise<PayOrderResult> {
  const { db, orders, cards, cashback } = deps;
  const { order_id, payment_type, cash_pay, card_id } = body;
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
    if (payment_type === 2 && rest > 0) {
      if (card_id === undefined) return { kind: 'bad-request', code: 'card_id_required' };
      if (!(await cards.find(card_id, userId))) return { kind: 'not-found', code: 'card_not_found' };
    }
    // The reference server has no processor: a saved card's token is taken as charged.
    const isPaid = rest === 0 || payment_type === 2;
    const recorded = await orders.setPayment(row.id, userId, {
      paymentType: payment_type,
      cardId: payment_type === 2 ? (card_id ?? null) : null,
      isPaid,
    });
    if (!recorded) return { kind: 'refused', code: 'already_paid' };
    await cashback.setUsed(userId, row.id, cashUsed);
    return { kind: isPaid ? 'paid' : 'saved' };
  });
}
