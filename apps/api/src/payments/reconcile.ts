import { clickMerchantCall } from './click-merchant';
import { subscribeCall } from './payme-subscribe';
import type { ClickConfig, PaymeConfig, PaymentProviderName } from './payments-config';
import { type PaymentRow, type PaymentsRepo, PaymentState, type PaymentStateValue } from './payments-repo';

/** One payment as the provider's own books have it, in our transaction states. */
export interface ProviderEntry {
  txId: string;
  /** Our order the provider names (Payme's `order_id` account); null when it does not say. */
  orderId: number | null;
  /** Tiyin; null when the provider does not say (Click's status check). */
  amount: number | null;
  /** The provider's state in ours: performed, cancelled, refunded, or created (money held, not settled). */
  state: PaymentStateValue;
  /** The provider's own words for it ("receipt state 4", "payment_status 2"). */
  told: string;
}

export interface Difference {
  provider: PaymentProviderName;
  txId: string;
  orderId: number | null;
  problem: 'only-at-provider' | 'only-here' | 'state' | 'amount' | 'order';
  here: string;
  there: string;
}

/** What a provider's statement compared: its differences, and what it cannot show (said in the output). */
export interface ProviderReport {
  provider: PaymentProviderName;
  compared: number;
  differences: Difference[];
  notes: string[];
}

const STATE_WORDS: Record<PaymentStateValue, string> = {
  [PaymentState.created]: 'open (1)',
  [PaymentState.performed]: 'paid (2)',
  [PaymentState.cancelled]: 'cancelled unpaid (-1)',
  [PaymentState.refunded]: 'refunded (-2)',
};

const ours = (row: PaymentRow) => `${STATE_WORDS[row.state]}, ${row.amount} tiyin, order ${row.order_id}`;

/**
 * Our transaction against the provider's entry of the same id: every way they disagree (state, amount, order).
 * A state the provider cannot tell apart (Click's "not paid" for both -1 and -2) is `sameState`'s business.
 */
function compareOne(
  provider: PaymentProviderName,
  row: PaymentRow,
  entry: ProviderEntry,
  sameState: (here: PaymentStateValue, there: PaymentStateValue) => boolean = (a, b) => a === b,
): Difference[] {
  const base = { provider, txId: row.provider_tx_id, orderId: row.order_id, here: ours(row) };
  const differences: Difference[] = [];
  if (!sameState(row.state, entry.state)) {
    differences.push({ ...base, problem: 'state', there: `${STATE_WORDS[entry.state]}: ${entry.told}` });
  }
  if (entry.amount !== null && entry.amount !== row.amount) {
    differences.push({ ...base, problem: 'amount', there: `${entry.amount} tiyin` });
  }
  if (entry.orderId !== null && entry.orderId !== row.order_id) {
    differences.push({ ...base, problem: 'order', there: `order ${entry.orderId}` });
  }
  return differences;
}

/** Payme's receipt states (developer.help.paycom.uz, Subscribe API): 4 paid, 50 cancelled; others in progress. */
const RECEIPT_PAID = 4;
const RECEIPT_CANCELLED = 50;
/** Payme's receipts.get_all answers at most this many receipts a call. */
const RECEIPTS_PER_CALL = 50;
/** How far outside the period Payme's list is read: its receipt's time and our CreateTransaction's may differ. */
const EDGE_MS = 12 * 3_600_000;

interface PaymeReceipt {
  _id?: unknown;
  create_time?: unknown;
  pay_time?: unknown;
  state?: unknown;
  amount?: unknown;
  account?: unknown;
}

function receiptEntry(receipt: PaymeReceipt): ProviderEntry & { createTime: number; untouched: boolean } {
  const state = Number(receipt.state);
  const account = Array.isArray(receipt.account)
    ? (receipt.account as { name?: unknown; value?: unknown }[])
    : [];
  const order = account.find((field) => field.name === 'order_id');
  const orderId = Number(order?.value);
  return {
    txId: String(receipt._id),
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    amount: Number(receipt.amount),
    state:
      state === RECEIPT_PAID
        ? PaymentState.performed
        : state === RECEIPT_CANCELLED
          ? Number(receipt.pay_time) > 0
            ? PaymentState.refunded
            : PaymentState.cancelled
          : PaymentState.created,
    told: `receipt state ${state}`,
    createTime: Number(receipt.create_time),
    // Created and never paid (state 0): no money moved.
    untouched: state === 0,
  };
}

/**
 * Payme's receipts of the cashbox made from `from` to `to` (ms): `receipts.get_all` of its Subscribe API
 * (developer.help.paycom.uz, "receipts.get_all": count up to 50, from, to, offset), with the key, page by page.
 * A payment on Payme's page is a receipt too, its id the transaction id Payme gives our Merchant API.
 */
async function paymeReceipts(config: PaymeConfig, from: number, to: number) {
  const receipts: ReturnType<typeof receiptEntry>[] = [];
  for (let offset = 0; ; offset += RECEIPTS_PER_CALL) {
    const reply = await subscribeCall(
      config,
      'receipts.get_all',
      { count: RECEIPTS_PER_CALL, from, to, offset },
      true,
    );
    if (reply.error || !Array.isArray(reply.result)) {
      const why = reply.error?.code ?? reply.error?.message ?? 'no list';
      throw new Error(`Payme receipts.get_all failed: ${String(why)}`);
    }
    const page = reply.result as PaymeReceipt[];
    receipts.push(...page.map(receiptEntry));
    if (page.length < RECEIPTS_PER_CALL) return receipts;
  }
}

/**
 * Our Payme transactions made from `from` to `to` against Payme's receipts: a receipt paid at Payme that we do
 * not have, one of ours Payme does not list, and any state, amount or order that differs. A receipt never paid
 * (state 0, no money moved) that we never opened is no difference.
 */
export async function reconcilePayme(
  config: PaymeConfig,
  payments: Pick<PaymentsRepo, 'between' | 'find'>,
  from: number,
  to: number,
): Promise<ProviderReport> {
  const mine = await payments.between('payme', from, to);
  const theirs = await paymeReceipts(config, from - EDGE_MS, to + EDGE_MS);
  const byId = new Map(theirs.map((entry) => [entry.txId, entry]));
  const differences: Difference[] = [];
  for (const row of mine) {
    const entry = byId.get(row.provider_tx_id);
    if (entry) differences.push(...compareOne('payme', row, entry));
    else
      differences.push({
        provider: 'payme',
        txId: row.provider_tx_id,
        orderId: row.order_id,
        problem: 'only-here',
        here: ours(row),
        there: 'no such receipt',
      });
  }
  const listed = new Set(mine.map((row) => row.provider_tx_id));
  for (const entry of theirs) {
    if (listed.has(entry.txId) || entry.createTime < from || entry.createTime > to) continue;
    const row = await payments.find('payme', entry.txId);
    // Ours made just outside the period (the two clocks differ): compared all the same.
    if (row) differences.push(...compareOne('payme', row, entry));
    else if (!entry.untouched) {
      differences.push({
        provider: 'payme',
        txId: entry.txId,
        orderId: entry.orderId,
        problem: 'only-at-provider',
        here: 'no transaction',
        there: `${STATE_WORDS[entry.state]}: ${entry.told}, ${entry.amount} tiyin`,
      });
    }
  }
  return { provider: 'payme', compared: mine.length, differences, notes: [] };
}

/**
 * Click's "payment status check" (docs.click.uz, Merchant API: `GET /payment/status/:service_id/:payment_id`,
 * `payment_status` 2 paid, 0 and 1 in progress, below 0 not paid) for one of our Click transactions.
 */
async function clickPayment(
  config: ClickConfig,
  userId: string,
  paymentId: string,
): Promise<ProviderEntry | string> {
  const answer = await clickMerchantCall(
    config,
    userId,
    'GET',
    `payment/status/${config.serviceId}/${paymentId}`,
  );
  if (typeof answer === 'string') return answer;
  if (answer.error_code !== 0)
    return `error_code ${String(answer.error_code)} (${String(answer.error_note)})`;
  const status = Number(answer.payment_status);
  return {
    txId: paymentId,
    orderId: null,
    amount: null,
    state: status === 2 ? PaymentState.performed : status < 0 ? PaymentState.cancelled : PaymentState.created,
    told: `payment_status ${status}`,
  };
}

/** Click says "not paid" (below 0) for a payment never completed and for one reversed alike. */
const clickSameState = (here: PaymentStateValue, there: PaymentStateValue) =>
  here === there || (here === PaymentState.refunded && there === PaymentState.cancelled);

/**
 * Our Click transactions made from `from` to `to`, each looked up at Click (its Merchant API publishes no list of
 * a service's payments, nor their amounts): a state that differs, or one Click does not know. Needs the Merchant
 * API user (CLICK_MERCHANT_USER_ID).
 */
export async function reconcileClick(
  config: ClickConfig,
  payments: Pick<PaymentsRepo, 'between'>,
  from: number,
  to: number,
): Promise<ProviderReport> {
  const notes = [
    "Click's Merchant API lists no payments and gives no amounts: payments Click took that never reached us, and " +
      "amounts, are in the merchant cabinet's report (merchant.click.uz)",
  ];
  const mine = await payments.between('click', from, to);
  if (!config.merchantUserId) {
    return {
      provider: 'click',
      compared: 0,
      differences: [],
      notes: [`${mine.length} Click transactions not checked: CLICK_MERCHANT_USER_ID is not set`, ...notes],
    };
  }
  const differences: Difference[] = [];
  for (const row of mine) {
    const entry = await clickPayment(config, config.merchantUserId, row.provider_tx_id);
    if (typeof entry === 'string') {
      differences.push({
        provider: 'click',
        txId: row.provider_tx_id,
        orderId: row.order_id,
        problem: 'only-here',
        here: ours(row),
        there: entry,
      });
    } else differences.push(...compareOne('click', row, entry, clickSameState));
  }
  return { provider: 'click', compared: mine.length, differences, notes };
}

/** `--from` and `--to`: a day (the whole day, UTC) or an instant (ISO 8601). */
export function periodOf(args: string[]): { from: Date; to: Date } {
  const value = (name: string) => {
    const at = args.indexOf(name);
    const given = at >= 0 ? args[at + 1] : undefined;
    if (!given)
      throw new Error(`${name} is missing: --from 2026-11-01 --to 2026-11-30 (days, or ISO instants)`);
    return given;
  };
  const instant = (text: string, endOfDay: boolean) => {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
    const date = new Date(day ? `${text}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : text);
    if (Number.isNaN(date.getTime())) throw new Error(`not a day or an instant: "${text}"`);
    return date;
  };
  const from = instant(value('--from'), false);
  const to = instant(value('--to'), true);
  if (from > to) throw new Error('--from is after --to');
  return { from, to };
}

const PROBLEM_WORDS: Record<Difference['problem'], string> = {
  'only-at-provider': 'at the provider, not here',
  'only-here': 'here, not at the provider',
  state: 'state differs',
  amount: 'amount differs',
  order: 'order differs',
};

/** The reports as the command prints them: one line a difference, then what could not be compared. */
export function formatReports(reports: ProviderReport[], period: { from: Date; to: Date }): string {
  const lines = [`payments from ${period.from.toISOString()} to ${period.to.toISOString()}`];
  for (const report of reports) {
    lines.push(
      `${report.provider}: ${report.compared} of our transactions compared, ${report.differences.length} differences`,
    );
    for (const d of report.differences) {
      lines.push(
        `  ${PROBLEM_WORDS[d.problem]}: ${d.provider} ${d.txId}${d.orderId === null ? '' : ` (order ${d.orderId})`}` +
          ` | here: ${d.here} | ${d.provider}: ${d.there}`,
      );
    }
    for (const note of report.notes) lines.push(`  note: ${note}`);
  }
  return lines.join('\n');
}
