import type { FastifyBaseLogger } from 'fastify';
import type { CardsRepo } from '../cards/cards-repo';
import type { UsersRepo } from '../users/users-repo';
import type { CardProcessor } from './card-processor';
import type { PaymentLedger } from './payment-ledger';

export type SavedCardPayResult =
  | { kind: 'paid' }
  | {
      kind: 'refused';
      code: 'already_paid' | 'order_cancelled' | 'payment_in_progress' | 'not_available' | 'payment_failed';
    }
  | { kind: 'not-found'; code: 'order_not_found' | 'card_not_found' };

/**
 * Paying an order with a saved card, server to provider (the shopper types nothing): what is left of the order is
 * set as waiting through the ledger (`beginPayment`: the cashback asked, stock held), then the card's token is
 * charged (`CardProcessor.charge`: Payme's receipts.create and receipts.pay). The order is paid only by the
 * ledger's perform, which the provider's own call makes (Payme's PerformTransaction), so a repeated or concurrent
 * charge pays nothing twice: the ledger refuses a second transaction while one is open, and a paid order. A charge
 * that fails leaves the order "Payment failed" with "Оплатить" offered again.
 */
export function createSavedCardPayments(deps: {
  ledger: PaymentLedger;
  cards: Pick<CardsRepo, 'tokenOf'>;
  users: Pick<UsersRepo, 'find'>;
  processor: CardProcessor;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { ledger, cards, users, processor, log } = deps;
  return {
    async pay(
      userId: number,
      orderId: number,
      cardId: number,
      cashPay: boolean,
    ): Promise<SavedCardPayResult> {
      const token = await cards.tokenOf(cardId, userId);
      if (token === null) return { kind: 'not-found', code: 'card_not_found' };
      const begun = await ledger.beginPayment(userId, orderId, cashPay);
      if (begun.kind === 'not-found') return { kind: 'not-found', code: 'order_not_found' };
      if (begun.kind !== 'waiting') return begun;
      const user = await users.find(userId);
      const charged = await processor.charge({
        orderId,
        amountTiyin: begun.amountTiyin,
        token,
        phone: user?.phone ?? '',
      });
      if (charged.ok) return { kind: 'paid' };
      log.warn({ payment: { orderId, reason: charged.reason } }, 'saved card: the charge did not go through');
      await ledger.failUnlessOpen(orderId);
      return { kind: 'refused', code: 'payment_failed' };
    },
  };
}

export type SavedCardPayments = ReturnType<typeof createSavedCardPayments>;
