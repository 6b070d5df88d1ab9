import type { Database } from '../db/database';
import type { Lang } from '../http/common-query';
import type { Clock } from '../http/clock';

/** A shopper's waiting alert, as their own calls show it. */
export interface StockAlert {
  drug_id: number;
  region_id: number;
  created_at: string;
}

/** An alert to answer: who asked, in which language, for which drug. */
export interface DueAlert {
  id: number;
  user_id: number;
  drug_id: number;
  lan: Lang;
}

/** "Tell me when it is back" alerts: all SQL for them lives here. A shopper's calls are scoped to them. */
export function createStockAlertsRepo(db: Database, clock: Clock) {
  const list = db.prepare(
    'SELECT drug_id, region_id, created_at FROM stock_alerts WHERE user_id = ? AND notified_at IS NULL ORDER BY id DESC',
  );
  // Asking again after an answer waits again (the drug may have run out once more).
  const upsert = db.prepare(
    `INSERT INTO stock_alerts (user_id, drug_id, region_id, lan, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, drug_id) DO UPDATE SET region_id = excluded.region_id, lan = excluded.lan,
       created_at = excluded.created_at, notified_at = NULL`,
  );
  const remove = db.prepare('DELETE FROM stock_alerts WHERE user_id = ? AND drug_id = ?');
  const due = db.prepare(
    `SELECT id, user_id, drug_id, lan FROM stock_alerts
     WHERE drug_id IN (${db.jsonList()}) AND region_id = ? AND notified_at IS NULL ORDER BY id`,
  );
  const answered = db.prepare('UPDATE stock_alerts SET notified_at = ? WHERE id = ? AND notified_at IS NULL');

  return {
    async list(userId: number): Promise<StockAlert[]> {
      return list.all<StockAlert>(userId);
    },
    async add(userId: number, drugId: number, regionId: number, lan: Lang): Promise<void> {
      await upsert.run(userId, drugId, regionId, lan, clock().toISOString());
    },
    async remove(userId: number, drugId: number): Promise<boolean> {
      return (await remove.run(userId, drugId)).changes > 0;
    },
    /** The waiting alerts for these drugs in a region (a receipt of stock there). */
    async due(drugIds: number[], regionId: number): Promise<DueAlert[]> {
      if (drugIds.length === 0) return [];
      return due.all<DueAlert>(JSON.stringify(drugIds), regionId);
    },
    /** Marks an alert answered; false when another instance answered it first (each is answered once). */
    async markAnswered(id: number): Promise<boolean> {
      return (await answered.run(clock().toISOString(), id)).changes > 0;
    },
  };
}

export type StockAlertsRepo = ReturnType<typeof createStockAlertsRepo>;
