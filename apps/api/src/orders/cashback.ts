import { CANCELLED_STATUSES } from '@gopharm/util';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

export { CANCELLED_STATUSES };

/** Whether an order in this status was called off. */
export const isCancelled = (status: string) => (CANCELLED_STATUSES as readonly string[]).includes(status);

/**
 * The cashback ledger (migration 0042): every movement of a shopper's cashback is a row, the balance their sum.
 * Whoever moves cashback does it inside a transaction that first took `lockOwner` on the user: one user's
 * movements then happen one after another on either engine, so a balance read there is still true when the row
 * that spends it is written, and it never goes below 0.
 */
export function createCashbackRepo(db: Database, clock: Clock) {
  const balance = db.prepare('SELECT COALESCE(SUM(amount), 0) AS cash FROM cashback_moves WHERE user_id = ?');
  const usedOn = db.prepare(
    "SELECT COALESCE(-SUM(amount), 0) AS used FROM cashback_moves WHERE order_id = ? AND kind <> 'earned'",
  );
  const lockOwner = db.prepare(`SELECT id FROM users WHERE id = ?${db.forUpdate}`);
  const insert = db.prepare(
    'INSERT INTO cashback_moves (user_id, order_id, kind, amount, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const earn = db.prepare(
    `INSERT INTO cashback_moves (user_id, order_id, kind, amount, created_at) VALUES (?, ?, 'earned', ?, ?)
     ON CONFLICT (order_id) WHERE kind = 'earned' DO NOTHING`,
  );

  return {
    /** What the user can spend: everything earned less everything spent and not given back. */
    async balance(userId: number): Promise<number> {
      return ((await balance.get(userId)) as { cash: number }).cash;
    },
    /** The cashback that pays part of this order now. */
    async usedOn(orderId: number): Promise<number> {
      return ((await usedOn.get(orderId)) as { used: number }).used;
    },
    /**
     * Locks the user's cashback until the transaction ends (a second mover waits here): call it first, inside the
     * transaction that moves cashback.
     */
    async lockOwner(userId: number): Promise<void> {
      await lockOwner.get(userId);
    },
    /** The order now uses `amount` of cashback: the difference is spent, or given back. Inside `lockOwner`. */
    async setUsed(userId: number, orderId: number, amount: number): Promise<void> {
      const delta = amount - (await this.usedOn(orderId));
      if (delta === 0) return;
      await insert.run(userId, orderId, delta > 0 ? 'spent' : 'returned', -delta, clock().toISOString());
    },
    /** The order's cashback is earned: once, however often its delivery is reported. Inside `lockOwner`. */
    async earn(userId: number, orderId: number, amount: number): Promise<void> {
      if (amount > 0) await earn.run(userId, orderId, amount, clock().toISOString());
    },
  };
}

export type CashbackRepo = ReturnType<typeof createCashbackRepo>;
