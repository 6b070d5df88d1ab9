import type { Database } from '../db/database';
import type { Lang } from '../http/common-query';
import type { Clock } from '../http/clock';

/** A shopper's alert, as their own calls show it: waiting (`notified_at` null) or answered. */
export interface StockAlert {
  drug_id: number;
  region_id: number;
  created_at: string;
  notified_at: string | null;
}

/** How long an answered alert stays in the profile's notices. */
export const ANSWERED_SHOWN_DAYS = 30;

/** An alert a receipt answered: whom to text, in which language, about which drug. */
export interface ClaimedAlert {
  id: number;
  drug_id: number;
  lan: Lang;
  phone: string;
  /** The shopper's chat with the shop's bot, when they linked one. */
  telegram_chat_id: string | null;
}

/** "Tell me when it is back" alerts: all SQL for them lives here. A shopper's calls are scoped to them. */
export function createStockAlertsRepo(db: Database, clock: Clock) {
  // ISO timestamps compare as text in both databases.
  const list = db.prepare(
    `SELECT drug_id, region_id, created_at, notified_at FROM stock_alerts
     WHERE user_id = ? AND (notified_at IS NULL OR notified_at >= ?) ORDER BY (notified_at IS NULL), notified_at DESC, id DESC`,
  );
  // Asking again after an answer waits again (the drug may have run out once more).
  const upsert = db.prepare(
    `INSERT INTO stock_alerts (user_id, drug_id, region_id, lan, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, drug_id) DO UPDATE SET region_id = excluded.region_id, lan = excluded.lan,
       created_at = excluded.created_at, notified_at = NULL`,
  );
  const remove = db.prepare('DELETE FROM stock_alerts WHERE user_id = ? AND drug_id = ?');
  // Conditional (`notified_at IS NULL`): of receipts at once, on any instance, one answers each alert; on
  // PostgreSQL the others wait for its row lock and then find it answered.
  const claim = db.prepare(
    `UPDATE stock_alerts SET notified_at = ?
     WHERE drug_id IN (${db.jsonList()}) AND region_id = ? AND notified_at IS NULL
     RETURNING id`,
  );
  // A shopper linked to the shop's bot chose Telegram: the notice goes there first, SMS as its fallback.
  const whom = db.prepare(
    `SELECT a.id, a.drug_id, a.lan, u.phone, t.chat_id AS telegram_chat_id
     FROM stock_alerts a JOIN users u ON u.id = a.user_id LEFT JOIN telegram_links t ON t.user_id = a.user_id
     WHERE a.id IN (${db.jsonList()}) ORDER BY a.id`,
  );

  return {
    /** The waiting alerts and those answered in the last 30 days, newest answers first. */
    async list(userId: number): Promise<StockAlert[]> {
      const shownSince = new Date(clock().getTime() - ANSWERED_SHOWN_DAYS * 86_400_000).toISOString();
      return list.all<StockAlert>(userId, shownSince);
    },
    async add(userId: number, drugId: number, regionId: number, lan: Lang): Promise<void> {
      await upsert.run(userId, drugId, regionId, lan, clock().toISOString());
    },
    async remove(userId: number, drugId: number): Promise<boolean> {
      return (await remove.run(userId, drugId)).changes > 0;
    },
    /**
     * Answers the waiting alerts for these drugs in a region (a receipt of stock there), in the receipt's
     * transaction: each alert is answered by one receipt only, which gets it back to text its shopper.
     */
    async claimDue(drugIds: number[], regionId: number): Promise<ClaimedAlert[]> {
      if (drugIds.length === 0) return [];
      const ids = (
        await claim.all<{ id: number }>(clock().toISOString(), JSON.stringify(drugIds), regionId)
      ).map((row) => row.id);
      return ids.length === 0 ? [] : whom.all<ClaimedAlert>(JSON.stringify(ids));
    },
  };
}

export type StockAlertsRepo = ReturnType<typeof createStockAlertsRepo>;
