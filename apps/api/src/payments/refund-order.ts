import type { FastifyBaseLogger } from 'fastify';
import { type PaymentLedger, REASON_REFUND } from './payment-ledger';
import { clickMerchantCall } from './click-merchant';
import type { ClickConfig, PaymeConfig } from './payments-config';
import { subscribeCall } from './payme-subscribe';
import type { PaymentsRepo } from './payments-repo';

export type RefundResult =
  /** The payment is given back: the order reads "refunded", its cashback returned. */
  | { kind: 'refunded' }
  /** The provider took the refund; its own call (Payme's CancelTransaction) records it when it comes. */
  | { kind: 'requested' }
  /** No payment of the order to give back (never paid by card, or refunded already). */
  | { kind: 'nothing-to-refund' }
  /** The provider refused or could not be reached: try again, or refund in its cabinet. */
  | { kind: 'failed'; reason: string }
  /** Click without CLICK_MERCHANT_USER_ID (no Merchant API user): refund it in Click's merchant cabinet. */
  | { kind: 'manual'; provider: 'click' };

/**
 * Payme's subscribe API `receipts.cancel` (developer.help.paycom.uz, "Методы Subscribe API"), with the key: a paid
 * receipt (our Merchant API transaction; its id is Payme's transaction id) is cancelled, and Payme then calls our
 * CancelTransaction with reason 5. Null when Payme took it, else what went wrong.
 */
async function cancelPaymeReceipt(config: PaymeConfig, receiptId: string): Promise<string | null> {
  const reply = await subscribeCall(config, 'receipts.cancel', { id: receiptId }, true);
  if (!reply.error) return null;
  return reply.error.code === undefined ? String(reply.error.message) : `Payme error ${reply.error.code}`;
}

/**
 * Click's Merchant API payment reversal (docs.click.uz, "Merchant API": `DELETE
 * /payment/reversal/:service_id/:payment_id`), authorised by `Auth: <merchant user id>:<sha1(timestamp + secret
 * key)>:<timestamp>`; `error_code` 0 is done. The payment id is Click's `click_trans_id` (our transaction's id).
 * Null when Click reversed it, else what went wrong.
 */
async function reverseClickPayment(
  config: ClickConfig,
  userId: string,
  paymentId: string,
): Promise<string | null> {
  const answer = await clickMerchantCall(
    config,
    userId,
    'DELETE',
    `payment/reversal/${config.serviceId}/${paymentId}`,
  );
  if (typeof answer === 'string') return answer;
  return answer.error_code === 0 ? null : `Click error ${String(answer.error_code)}`;
}

/**
 * `refundOrder(orderId)`: gives back the card payment of an order that is being called off (by the shopper while
 * allowed, the store or the admin), through the provider that took it. The one way a refund starts: the order
 * status feed calls it on a store's cancellation. Safe to call again: a payment refunded already is not refunded
 * twice (the ledger's transaction is -2 once, whichever call comes first).
 */
export function createRefunds(deps: {
  ledger: PaymentLedger;
  payments: Pick<PaymentsRepo, 'performedOn'>;
  payme?: PaymeConfig;
  click?: ClickConfig;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { ledger, payments, payme, click, log } = deps;
  return {
    async refundOrder(orderId: number): Promise<RefundResult> {
      const payment = await payments.performedOn(orderId);
      if (!payment) return { kind: 'nothing-to-refund' };
      if (payment.provider === 'dev') {
        const refunded = await ledger.cancel('dev', payment.provider_tx_id, REASON_REFUND);
        return refunded.ok ? { kind: 'refunded' } : { kind: 'failed', reason: refunded.refusal };
      }
      if (payment.provider === 'payme') {
        if (!payme) return { kind: 'failed', reason: 'Payme is not configured' };
        const problem = await cancelPaymeReceipt(payme, payment.provider_tx_id);
        if (problem) {
          log.warn(
            { refund: { orderId, provider: 'payme', problem } },
            'refund: Payme refused or did not answer',
          );
          return { kind: 'failed', reason: problem };
        }
        // Payme's CancelTransaction may have come before its answer to us.
        return (await payments.performedOn(orderId)) ? { kind: 'requested' } : { kind: 'refunded' };
      }
      if (!click?.merchantUserId) {
        log.warn(
          { refund: { orderId, provider: payment.provider } },
          'refund: refund it in the provider cabinet',
        );
        return { kind: 'manual', provider: 'click' };
      }
      const problem = await reverseClickPayment(click, click.merchantUserId, payment.provider_tx_id);
      if (problem) {
        log.warn(
          { refund: { orderId, provider: 'click', problem } },
          'refund: Click refused or did not answer',
        );
        return { kind: 'failed', reason: problem };
      }
      // Click calls nothing back for a reversal: the ledger records it now (-2, the order refunded, once).
      const refunded = await ledger.cancel('click', payment.provider_tx_id, REASON_REFUND);
      return refunded.ok ? { kind: 'refunded' } : { kind: 'failed', reason: refunded.refusal };
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
