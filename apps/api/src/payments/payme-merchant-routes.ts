import { secretMatcher } from '../http/secrets';
import type { LedgerResult, PaymentLedger, PaymentRefusal } from './payment-ledger';
import type { PaymentRow } from './payments-repo';
import type { ApiApp } from '../http/api-app';

/**
 * Payme's Merchant API error codes (developer.help.paycom.uz, "Ошибки (ERRORS)"): JSON-RPC's own, then the
 * merchant's. -31050…-31099 are errors of the `account` the shopper pays, with `data` naming its field.
 */
export const PaymeError = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  insufficientPrivilege: -32504,
  system: -32400,
  wrongAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  orderNotFound: -31050,
  orderNotPayable: -31051,
  orderAwaitsPayment: -31052,
} as const;
type PaymeErrorCode = (typeof PaymeError)[keyof typeof PaymeError];

/** Every error's message in the three languages the protocol asks for. */
const MESSAGES: Record<PaymeErrorCode, { ru: string; uz: string; en: string }> = {
  [PaymeError.parse]: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xato', en: 'JSON parse error' },
  [PaymeError.invalidRequest]: {
    ru: 'Неверный RPC-запрос',
    uz: 'RPC soʻrovi notoʻgʻri',
    en: 'Invalid RPC request',
  },
  [PaymeError.methodNotFound]: { ru: 'Метод не найден', uz: 'Metod topilmadi', en: 'Method not found' },
  [PaymeError.insufficientPrivilege]: {
    ru: 'Недостаточно привилегий для выполнения метода',
    uz: 'Metodni bajarish uchun huquq yetarli emas',
    en: 'Insufficient privilege to perform this method',
  },
  [PaymeError.system]: { ru: 'Системная ошибка', uz: 'Tizim xatosi', en: 'System error' },
  [PaymeError.wrongAmount]: { ru: 'Неверная сумма', uz: 'Notoʻgʻri summa', en: 'Wrong amount' },
  [PaymeError.transactionNotFound]: {
    ru: 'Транзакция не найдена',
    uz: 'Tranzaksiya topilmadi',
    en: 'Transaction not found',
  },
  [PaymeError.cannotCancel]: {
    ru: 'Заказ выполнен: транзакцию нельзя отменить',
    uz: 'Buyurtma bajarilgan: tranzaksiyani bekor qilib boʻlmaydi',
    en: 'The order is fulfilled: the transaction cannot be cancelled',
  },
  [PaymeError.cannotPerform]: {
    ru: 'Невозможно выполнить операцию',
    uz: 'Amalni bajarib boʻlmaydi',
    en: 'Unable to perform the operation',
  },
  [PaymeError.orderNotFound]: { ru: 'Заказ не найден', uz: 'Buyurtma topilmadi', en: 'Order not found' },
  [PaymeError.orderNotPayable]: {
    ru: 'Заказ не ожидает оплаты: он оплачен, отменён или время оплаты истекло',
    uz: 'Buyurtma toʻlovni kutmayapti: u toʻlangan, bekor qilingan yoki toʻlov vaqti tugagan',
    en: 'The order does not await payment: it is paid, cancelled, or its time ran out',
  },
  [PaymeError.orderAwaitsPayment]: {
    ru: 'Заказ ожидает оплаты по другой транзакции',
    uz: 'Buyurtma boshqa tranzaksiya boʻyicha toʻlovni kutmoqda',
    en: 'The order awaits payment by another transaction',
  },
};

/** The ledger's refusals in Payme's codes. */
const REFUSAL_CODES: Record<PaymentRefusal, PaymeErrorCode> = {
  order_not_found: PaymeError.orderNotFound,
  wrong_amount: PaymeError.wrongAmount,
  not_payable: PaymeError.orderNotPayable,
  busy: PaymeError.orderAwaitsPayment,
  transaction_not_found: PaymeError.transactionNotFound,
  cannot_perform: PaymeError.cannotPerform,
  cannot_cancel: PaymeError.cannotCancel,
};

/** The account field our checkout sends (`ac.order_id`), named in the `data` of account errors. */
const ACCOUNT_FIELD = 'order_id';

class RpcError extends Error {
  constructor(readonly code: PaymeErrorCode) {
    super(MESSAGES[code].en);
  }
}

type Params = Record<string, unknown>;

const isObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTimestamp = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

function transactionId(params: Params): string {
  const { id } = params;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64)
    throw new RpcError(PaymeError.invalidRequest);
  return id;
}

function amountOf(params: Params): number {
  const { amount } = params;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new RpcError(PaymeError.invalidRequest);
  // A fraction of a tiyin is never the amount of an order.
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RpcError(PaymeError.wrongAmount);
  return amount;
}

/** The order the shopper pays: `account.order_id`, a positive whole number (as a number or a string). */
function orderOf(params: Params): number {
  const raw = isObject(params.account) ? params.account[ACCOUNT_FIELD] : undefined;
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw new RpcError(PaymeError.orderNotFound);
  return id;
}

function settled(result: LedgerResult): PaymentRow {
  if (!result.ok) throw new RpcError(REFUSAL_CODES[result.refusal]);
  return result.payment;
}

/**
 * `POST v1/payments/payme`: Payme's Merchant API (JSON-RPC 2.0; developer.help.paycom.uz, "Методы Merchant API").
 * Payme calls it with Basic authorisation `Paycom:<key>`, checked in constant time; a wrong key changes nothing
 * (-32504). Every answer is HTTP 200 with a `result` or an `error`. Every method may be sent again (Payme retries):
 * the ledger answers a transaction it knows as it stands.
 */
export function paymeMerchantRoutes(app: ApiApp, deps: { ledger: PaymentLedger; key: string }): void {
  const { ledger } = deps;
  const keyMatches = secretMatcher(deps.key);
  const isPayme = (header: string | undefined) => {
    if (!header?.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice('Basic '.length).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    // The login is Payme's own name for itself; only the key is a secret.
    return colon >= 0 && keyMatches(decoded.slice(colon + 1));
  };

  const methods: Record<string, (params: Params) => Promise<Record<string, unknown>>> = {
    async CheckPerformTransaction(params) {
      const problem = await ledger.check(orderOf(params), amountOf(params));
      if (problem) throw new RpcError(REFUSAL_CODES[problem]);
      return { allow: true };
    },
    async CreateTransaction(params) {
      const txId = transactionId(params);
      if (!isTimestamp(params.time)) throw new RpcError(PaymeError.invalidRequest);
      const payment = settled(
        await ledger.create({
          provider: 'payme',
          txId,
          orderId: orderOf(params),
          amount: amountOf(params),
          providerTime: params.time,
        }),
      );
      return { create_time: payment.create_time, transaction: String(payment.id), state: payment.state };
    },
    async PerformTransaction(params) {
      const payment = settled(await ledger.perform('payme', transactionId(params)));
      return { transaction: String(payment.id), perform_time: payment.perform_time, state: payment.state };
    },
    async CancelTransaction(params) {
      const { reason } = params;
      if (!Number.isSafeInteger(reason)) throw new RpcError(PaymeError.invalidRequest);
      const payment = settled(await ledger.cancel('payme', transactionId(params), reason as number));
      return { transaction: String(payment.id), cancel_time: payment.cancel_time, state: payment.state };
    },
    async CheckTransaction(params) {
      const payment = await ledger.find('payme', transactionId(params));
      if (!payment) throw new RpcError(PaymeError.transactionNotFound);
      return transactionState(payment);
    },
    async GetStatement(params) {
      const { from, to } = params;
      if (!isTimestamp(from) || !isTimestamp(to)) throw new RpcError(PaymeError.invalidRequest);
      const rows = await ledger.statement('payme', from, to);
      return {
        transactions: rows.map((payment) => ({
          id: payment.provider_tx_id,
          time: payment.provider_time,
          amount: payment.amount,
          account: { [ACCOUNT_FIELD]: String(payment.order_id) },
          ...transactionState(payment),
        })),
      };
    },
  };

  app.register(async (scope) => {
    // The body is parsed here, so that malformed JSON is answered in the protocol's words (-32700), not Fastify's.
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/v1/payments/payme', async (request, reply) => {
      let id: unknown = null;
      const answer = (error: PaymeErrorCode) => ({
        jsonrpc: '2.0',
        id,
        error: {
          code: error,
          message: MESSAGES[error],
          ...(isAccountError(error) ? { data: ACCOUNT_FIELD } : {}),
        },
      });
      reply.header('Cache-Control', 'no-store');
      let call: unknown;
      try {
        call = JSON.parse(String(request.body ?? ''));
      } catch {
        return answer(PaymeError.parse);
      }
      if (isObject(call)) id = call.id ?? null;
      // Checked before anything is read of the call: a wrong key learns nothing and changes nothing.
      if (!isPayme(request.headers.authorization)) return answer(PaymeError.insufficientPrivilege);
      if (!isObject(call) || typeof call.method !== 'string' || !isObject(call.params)) {
        return answer(PaymeError.invalidRequest);
      }
      const method = Object.hasOwn(methods, call.method) ? methods[call.method] : undefined;
      if (!method) return answer(PaymeError.methodNotFound);
      try {
        return { jsonrpc: '2.0', id, result: await method(call.params) };
      } catch (error) {
        if (error instanceof RpcError) return answer(error.code);
        request.log.error({ err: error, payme: { method: call.method } }, 'payme: the call failed');
        return answer(PaymeError.system);
      }
    });
  });
}

const isAccountError = (code: number) => code <= -31050 && code >= -31099;

/** A transaction as CheckTransaction answers it and GetStatement lists it. */
const transactionState = (payment: PaymentRow) => ({
  create_time: payment.create_time,
  perform_time: payment.perform_time,
  cancel_time: payment.cancel_time,
  transaction: String(payment.id),
  state: payment.state,
  reason: payment.reason,
});
