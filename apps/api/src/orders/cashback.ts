import { CANCELLED_STATUSES } from '@gopharm/util';
import type { Database } from '../db/database';

export { CANCELLED_STATUSES };

/** Whether an order in this status was called off. */
export const isCancelled = (status: string) => (CANCELLED_STATUSES as readonly string[]).includes(status);

/** The cashback balance: earned on delivered orders, less what was spent on orders that still stand. */
export function createCashbackRepo(db: Database) {
  const placeholders = CANCELLED_STATUSES.map(() => '?').join(', ');
  const balance = db.prepare(
    `SELECT
       COALESCE(SUM(CASE WHEN status = 'delivered' THEN cashback ELSE 0 END), 0)
       - COALESCE(SUM(CASE WHEN status NOT IN (${placeholders}) THEN cash_used ELSE 0 END), 0) AS cash
     FROM orders WHERE user_id = ?`,
  );
  return {
    async balance(userId: number): Promise<number> {
      const row = (await balance.get(...CANCELLED_STATUSES, userId)) as { cash: number };
      return Math.max(0, row.cash);
    },
  };
}

export type CashbackRepo = ReturnType<typeof createCashbackRepo>;
