import type { Database } from '../db/database';
import type { PaymentProviderName } from './payments-config';

/** Payme's transaction states, which every provider's transactions follow here. */
export const PaymentState = { created: 1, performed: 2, cancelled: -1, refunded: -2 } as const;
export type PaymentStateValue = (typeof PaymentState)[keyof typeof PaymentState];

export interface PaymentRow {
  id: number;
  order_id: number;
  provider: PaymentProviderName;
  provider_tx_id: string;
  /** Tiyin. */
  amount: number;
  state: PaymentStateValue;
  /** When the provider made it (Payme's `time`), in ms. */
  provider_time: number;
  create_time: number;
  perform_time: number;
  cancel_time: number;
  reason: number | null;
}

const COLUMNS =
  'id, order_id, provider, provider_tx_id, amount, state, provider_time, create_time, perform_time, cancel_time, reason';

/** Provider transactions (`payments`, migration 44): all SQL for them lives here. */
export function createPaymentsRepo(db: Database) {
  const find = db.prepare(`SELECT ${COLUMNS} FROM payments WHERE provider = ? AND provider_tx_id = ?`);
  const findLocked = db.prepare(
    `SELECT ${COLUMNS} FROM payments WHERE provider = ? AND provider_tx_id = ?${db.forUpdate}`,
  );
  const openOn = db.prepare(`SELECT ${COLUMNS} FROM payments WHERE order_id = ? AND state = 1`);
  const insert = db.prepare(
    `INSERT INTO payments (order_id, provider, provider_tx_id, amount, state, provider_time, create_time)
     VALUES (?, ?, ?, ?, 1, ?, ?) RETURNING id`,
  );
  const perform = db.prepare('UPDATE payments SET state = 2, perform_time = ? WHERE id = ? AND state = 1');
  const cancel = db.prepare(
    'UPDATE payments SET state = ?, cancel_time = ?, reason = ? WHERE id = ? AND state = ?',
  );
  const between = db.prepare(
    `SELECT ${COLUMNS} FROM payments WHERE provider = ? AND provider_time >= ? AND provider_time <= ?
     ORDER BY provider_time, id`,
  );
  const performedOn = db.prepare(`SELECT ${COLUMNS} FROM payments WHERE order_id = ? AND state = 2`);

  return {
    async find(provider: PaymentProviderName, txId: string): Promise<PaymentRow | null> {
      return ((await find.get(provider, txId)) as PaymentRow | undefined) ?? null;
    },
    /** The transaction, its row locked until the caller's transaction ends (PostgreSQL; SQLite's one writer). */
    async findLocked(provider: PaymentProviderName, txId: string): Promise<PaymentRow | null> {
      return ((await findLocked.get(provider, txId)) as PaymentRow | undefined) ?? null;
    },
    /** The order's transactions that hold money and are neither performed nor cancelled. */
    async openOn(orderId: number): Promise<PaymentRow[]> {
      return (await openOn.all(orderId)) as unknown as PaymentRow[];
    },
    /** The transaction that paid the order, if one did (and was not refunded). */
    async performedOn(orderId: number): Promise<PaymentRow | null> {
      return ((await performedOn.get(orderId)) as PaymentRow | undefined) ?? null;
    },
    async insert(p: {
      orderId: number;
      provider: PaymentProviderName;
      txId: string;
      amount: number;
      providerTime: number;
      now: number;
    }): Promise<void> {
      await insert.get(p.orderId, p.provider, p.txId, p.amount, p.providerTime, p.now);
    },
    async perform(id: number, now: number): Promise<boolean> {
      return (await perform.run(now, id)).changes === 1;
    },
    /** State 1 → -1 (never performed) or 2 → -2 (refunded), with Payme's reason code. */
    async cancel(row: PaymentRow, now: number, reason: number): Promise<boolean> {
      const to = row.state === PaymentState.performed ? PaymentState.refunded : PaymentState.cancelled;
      return (await cancel.run(to, now, reason, row.id, row.state)).changes === 1;
    },
    /** A provider's transactions made from `from` to `to` (ms, both included): a statement. */
    async between(provider: PaymentProviderName, from: number, to: number): Promise<PaymentRow[]> {
      return (await between.all(provider, from, to)) as unknown as PaymentRow[];
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
