import type { FastifyBaseLogger } from 'fastify';
import type { CardProcessor } from './card-processor';
import type { PaymeConfig } from './payments-config';

interface RpcReply {
  result?: Record<string, unknown>;
  error?: { code?: number; message?: unknown };
}

/** Payme's receipt state once it is paid (receipts.pay). */
const RECEIPT_PAID = 4;

/**
 * One call of Payme's Subscribe API (developer.help.paycom.uz, "Протокол Subscribe API"): JSON-RPC over POST to
 * the cashbox's endpoint, `X-Auth: <cashbox id>` for `cards.*` (what the browser may send too) and
 * `X-Auth: <cashbox id>:<key>` for `receipts.*` (the server only). A network failure reads as an error.
 */
export async function subscribeCall(
  config: PaymeConfig,
  method: string,
  params: Record<string, unknown>,
  withKey: boolean,
): Promise<RpcReply> {
  try {
    const response = await fetch(config.apiUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Auth': withKey ? `${config.merchantId}:${config.key}` : config.merchantId,
      },
      body: JSON.stringify({ id: 1, method, params }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return { error: { message: `HTTP ${response.status}` } };
    return (await response.json()) as RpcReply;
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

/** Payme's "99890*****66" as the shopper reads our own masks: "+998 90 *** ** 66". */
export function shownPhone(mask: string): string {
  const parts = /^998(\d{2})\*{5}(\d{2})$/.exec(mask);
  return parts ? `+998 ${parts[1]} *** ** ${parts[2]}` : mask;
}

const cardOf = (result: Record<string, unknown> | undefined) =>
  result?.card as { number?: unknown; expire?: unknown; token?: unknown; verify?: unknown } | undefined;

/**
 * Saved cards at Payme. The card's token comes from the shopper's browser (cards.create there); the server texts
 * the code and verifies it with the cashbox id alone, and charges with the key: receipts.create for what is left
 * of the order (its `order_id` account, which our Merchant API reads), then receipts.pay with the token. Payme
 * calls our Merchant API (CheckPerformTransaction, CreateTransaction, PerformTransaction) between the two, and
 * that is where the ledger records the payment. Tokens and codes never reach the log.
 */
export function paymeCardProcessor(config: PaymeConfig, log: Pick<FastifyBaseLogger, 'warn'>): CardProcessor {
  const problem = (method: string, reply: RpcReply) =>
    log.warn({ payme: { method, error: reply.error?.code ?? null } }, 'payme subscribe: refused');
  return {
    tokenizer: { url: config.apiUrl, merchantId: config.merchantId },
    async sendCode(token) {
      const reply = await subscribeCall(config, 'cards.get_verify_code', { token }, false);
      if (reply.error || reply.result?.sent !== true) {
        problem('cards.get_verify_code', reply);
        return { ok: false, problem: reply.error?.code === undefined ? 'unavailable' : 'invalid_card' };
      }
      return { ok: true, phoneMask: shownPhone(String(reply.result.phone ?? '')) };
    },
    async verify(token, code) {
      const reply = await subscribeCall(config, 'cards.verify', { token, code }, false);
      const card = cardOf(reply.result);
      if (reply.error || !card || card.verify !== true) {
        problem('cards.verify', reply);
        // Payme's card errors are not told apart in its published list: the shopper may try the code again.
        return {
          ok: false,
          problem: reply.error?.code === undefined && !card ? 'unavailable' : 'wrong_code',
        };
      }
      return {
        ok: true,
        card: {
          token: String(card.token ?? token),
          number: String(card.number),
          expire: String(card.expire),
        },
      };
    },
    async remove(token) {
      const reply = await subscribeCall(config, 'cards.remove', { token }, false);
      if (reply.error) problem('cards.remove', reply);
    },
    async charge({ orderId, amountTiyin, token, phone }) {
      const created = await subscribeCall(
        config,
        'receipts.create',
        { amount: amountTiyin, account: { order_id: String(orderId) } },
        true,
      );
      const receiptId = (created.result?.receipt as { _id?: unknown } | undefined)?._id;
      if (created.error || typeof receiptId !== 'string') {
        problem('receipts.create', created);
        return { ok: false, reason: `receipts.create ${created.error?.code ?? 'no receipt'}` };
      }
      const paid = await subscribeCall(
        config,
        'receipts.pay',
        { id: receiptId, token, payer: { phone } },
        true,
      );
      const state = (paid.result?.receipt as { state?: unknown } | undefined)?.state;
      if (paid.error || state !== RECEIPT_PAID) {
        problem('receipts.pay', paid);
        return { ok: false, reason: `receipts.pay ${paid.error?.code ?? `state ${String(state)}`}` };
      }
      return { ok: true };
    },
  };
}
