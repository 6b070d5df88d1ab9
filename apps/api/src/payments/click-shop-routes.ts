import { createHash } from 'node:crypto';
import { secretMatcher } from '../http/secrets';
import type { PaymentLedger, PaymentRefusal } from './payment-ledger';
import type { ClickConfig } from './payments-config';
import { PaymentState } from './payments-repo';
import type { ApiApp } from '../http/api-app';

/** Click SHOP API's `error` codes (docs.click.uz, "Click API": Prepare and Complete) and their `error_note`s. */
export const ClickError = {
  success: 0,
  signCheckFailed: -1,
  incorrectAmount: -2,
  actionNotFound: -3,
  alreadyPaid: -4,
  orderNotFound: -5,
  transactionNotFound: -6,
  failedToUpdate: -7,
  badRequest: -8,
  transactionCancelled: -9,
} as const;
type ClickErrorCode = (typeof ClickError)[keyof typeof ClickError];

const NOTES: Record<ClickErrorCode, string> = {
  [ClickError.success]: 'Success',
  [ClickError.signCheckFailed]: 'SIGN CHECK FAILED!',
  [ClickError.incorrectAmount]: 'Incorrect parameter amount',
  [ClickError.actionNotFound]: 'Action not found',
  [ClickError.alreadyPaid]: 'Already paid',
  [ClickError.orderNotFound]: 'User does not exist',
  [ClickError.transactionNotFound]: 'Transaction does not exist',
  [ClickError.failedToUpdate]: 'Failed to update user',
  [ClickError.badRequest]: 'Error in request from click',
  [ClickError.transactionCancelled]: 'Transaction cancelled',
};

/** The fields Click posts to both calls (application/x-www-form-urlencoded). */
const FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'error_note',
  'sign_time',
  'sign_string',
] as const;
type ClickCall = Record<(typeof FIELDS)[number], string> & { merchant_prepare_id?: string };

/**
 * The signature Click sends: the MD5 (hex) of click_trans_id, service_id, the secret key, merchant_trans_id,
 * merchant_prepare_id (Complete only), amount, action and sign_time, joined as they were sent.
 */
export function clickSignature(call: Omit<ClickCall, 'sign_string'>, secretKey: string): string {
  const parts = [call.click_trans_id, call.service_id, secretKey, call.merchant_trans_id];
  if (call.merchant_prepare_id !== undefined) parts.push(call.merchant_prepare_id);
  parts.push(call.amount, call.action, call.sign_time);
  return createHash('md5').update(parts.join('')).digest('hex');
}

/** A sum as Click writes it ("1500", "1500.5", "1500.50") in tiyin; null when it is not one. */
function sumAsTiyin(amount: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const PREPARE = '0';
const COMPLETE = '1';

/**
 * Click's SHOP API (`POST v1/payments/click/prepare` and `…/complete`, the addresses given to Click as its
 * "Prepare URL" and "Complete URL"). Every call is signed with the secret key (checked in constant time; a wrong
 * signature is -1 and changes nothing) and idempotent on `click_trans_id`: Prepare opens the ledger's transaction
 * for the order (`merchant_trans_id`), Complete performs it, or cancels it when Click reports an error.
 */
export function clickShopRoutes(app: ApiApp, deps: { ledger: PaymentLedger; config: ClickConfig }): void {
  const { ledger, config } = deps;

  const answer = (call: Partial<ClickCall>, code: ClickErrorCode, extra: Record<string, unknown> = {}) => ({
    click_trans_id: Number(call.click_trans_id) || 0,
    merchant_trans_id: call.merchant_trans_id ?? '',
    ...extra,
    error: code,
    error_note: NOTES[code],
  });

  /** The call's fields, or the error it is refused with before anything is read of the ledger. */
  function validated(body: unknown, action: string): { call: ClickCall } | { code: ClickErrorCode } {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
    const call = Object.fromEntries(FIELDS.map((name) => [name, text(name)])) as Partial<ClickCall>;
    if (action === COMPLETE) call.merchant_prepare_id = text('merchant_prepare_id');
    const missing = FIELDS.filter((name) => name !== 'error_note' && call[name] === undefined);
    if (missing.length > 0 || (action === COMPLETE && call.merchant_prepare_id === undefined)) {
      return { code: ClickError.badRequest };
    }
    const complete = call as ClickCall;
    // Constant time: neither the time nor a length tells how much of a forged signature was right.
    if (!secretMatcher(clickSignature(complete, config.secretKey))(complete.sign_string.toLowerCase())) {
      return { code: ClickError.signCheckFailed };
    }
    if (complete.action !== action) return { code: ClickError.actionNotFound };
    if (complete.service_id !== config.serviceId || !/^\d{1,19}$/.test(complete.click_trans_id)) {
      return { code: ClickError.badRequest };
    }
    return { call: complete };
  }

  const refusalCode = (refusal: PaymentRefusal): ClickErrorCode =>
    ({
      order_not_found: ClickError.orderNotFound,
      wrong_amount: ClickError.incorrectAmount,
      not_payable: ClickError.transactionCancelled,
      busy: ClickError.transactionCancelled,
      transaction_not_found: ClickError.transactionNotFound,
      cannot_perform: ClickError.transactionCancelled,
      cannot_cancel: ClickError.failedToUpdate,
    })[refusal];

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post('/v1/payments/click/prepare', async (request) => {
      const checked = validated(request.body, PREPARE);
      if ('code' in checked) return answer(request.body as Partial<ClickCall>, checked.code);
      const { call } = checked;
      const amount = sumAsTiyin(call.amount);
      if (amount === null || amount <= 0) return answer(call, ClickError.incorrectAmount);
      const orderId = /^\d{1,15}$/.test(call.merchant_trans_id) ? Number(call.merchant_trans_id) : 0;
      if (orderId <= 0) return answer(call, ClickError.orderNotFound);
      const known = await ledger.find('click', call.click_trans_id);
      if (known?.state === PaymentState.performed) return answer(call, ClickError.alreadyPaid);
      const created = await ledger.create({
        provider: 'click',
        txId: call.click_trans_id,
        orderId,
        amount,
        providerTime: Date.now(),
      });
      if (!created.ok) {
        if (created.refusal === 'not_payable' && (await ledger.isPaid(orderId))) {
          return answer(call, ClickError.alreadyPaid);
        }
        return answer(call, refusalCode(created.refusal));
      }
      return answer(call, ClickError.success, { merchant_prepare_id: created.payment.id });
    });

    scope.post('/v1/payments/click/complete', async (request) => {
      const checked = validated(request.body, COMPLETE);
      if ('code' in checked) return answer(request.body as Partial<ClickCall>, checked.code);
      const { call } = checked;
      const payment = await ledger.find('click', call.click_trans_id);
      if (!payment || String(payment.id) !== call.merchant_prepare_id) {
        return answer(call, ClickError.transactionNotFound);
      }
      if (sumAsTiyin(call.amount) !== payment.amount) return answer(call, ClickError.incorrectAmount);
      // Click reports the payment failed (the card declined, the shopper gave up): the transaction is cancelled.
      if (Number(call.error) < 0) {
        const cancelled = await ledger.cancel('click', call.click_trans_id, 0);
        if (cancelled.ok && cancelled.payment.state === PaymentState.refunded) {
          return answer(call, ClickError.alreadyPaid);
        }
        return answer(call, ClickError.transactionCancelled);
      }
      const performed = await ledger.perform('click', call.click_trans_id);
      if (!performed.ok) return answer(call, refusalCode(performed.refusal));
      return answer(call, ClickError.success, { merchant_confirm_id: performed.payment.id });
    });
  });
}
