import type { Database } from '../db/database';
import type { Lang } from '../http/common-query';
import type { Clock } from '../http/clock';

/** A shopper's reminder as their own calls show it: waiting (`sent_at` null) or sent. */
export interface Reminder {
  id: number;
  order_id: number;
  created_at: string;
  due_at: string;
  sent_at: string | null;
}

/** A reminder come due and claimed by this instance: whom to tell, how, about which order. */
interface DueReminder {
  id: number;
  order_id: number;
  lan: Lang;
  phone: string;
  /** The shopper's chat with the shop's bot, when they linked one (their chosen channel). */
  telegram_chat_id: string | null;
}

/** How long a sent reminder stays in the profile's list. */
const SENT_SHOWN_DAYS = 30;

/** "Remind me when it runs out": all SQL for reminders lives here. A shopper's calls are scoped to them. */
export function createRemindersRepo(db: Database, clock: Clock) {
  const list = db.prepare(
    `SELECT id, order_id, created_at, due_at, sent_at FROM reminders
     WHERE user_id = ? AND (sent_at IS NULL OR sent_at >= ?) ORDER BY (sent_at IS NULL) DESC, due_at, id`,
  );
  // Asking again for the same order moves its day, and a sent one waits again.
  const upsert = db.prepare(
    `INSERT INTO reminders (user_id, order_id, lan, created_at, due_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (order_id) DO UPDATE SET lan = excluded.lan, created_at = excluded.created_at,
       due_at = excluded.due_at, sent_at = NULL
     RETURNING id`,
  );
  const remove = db.prepare('DELETE FROM reminders WHERE id = ? AND user_id = ?');
  // PostgreSQL: instances sweeping at once skip each other's rows (SKIP LOCKED), and `sent_at IS NULL` is checked
  // again on each row as the update finds it; SQLite has one writer. The claim and the queued text commit
  // together (the caller's transaction): a reminder is claimed and told once, or neither.
  const claim = db.prepare(
    `WITH picked AS MATERIALIZED (
       SELECT id FROM reminders WHERE sent_at IS NULL AND due_at <= ? ORDER BY due_at, id LIMIT ?${
         db.engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''
       }
     )
     UPDATE reminders SET sent_at = ? WHERE id IN (SELECT id FROM picked) AND sent_at IS NULL
     RETURNING id`,
  );
  const whom = db.prepare(
    `SELECT r.id, r.order_id, r.lan, u.phone, t.chat_id AS telegram_chat_id
     FROM reminders r JOIN users u ON u.id = r.user_id LEFT JOIN telegram_links t ON t.user_id = r.user_id
     WHERE r.id IN (${db.jsonList()}) ORDER BY r.id`,
  );
  const now = () => clock().toISOString();

  return {
    /** The waiting reminders, soonest first, then those sent in the last 30 days. */
    async list(userId: number): Promise<Reminder[]> {
      const shownSince = new Date(clock().getTime() - SENT_SHOWN_DAYS * 86_400_000).toISOString();
      return list.all<Reminder>(userId, shownSince);
    },
    /** The order's reminder, due in `days` days (the caller checked the order is the shopper's). Its id. */
    async set(userId: number, orderId: number, lan: Lang, days: number): Promise<number> {
      const due = new Date(clock().getTime() + days * 86_400_000).toISOString();
      return (await upsert.get<{ id: number }>(userId, orderId, lan, now(), due))!.id;
    },
    /** Cancels one of the shopper's reminders; false when they have no such reminder. */
    async cancel(userId: number, id: number): Promise<boolean> {
      return (await remove.run(id, userId)).changes > 0;
    },
    /** Up to `limit` reminders due now, claimed for the caller's transaction: no other sweep gets them. */
    async claimDue(limit: number): Promise<DueReminder[]> {
      const at = now();
      const ids = (await claim.all<{ id: number }>(at, limit, at)).map((row) => row.id);
      return ids.length === 0 ? [] : whom.all<DueReminder>(JSON.stringify(ids));
    },
  };
}

export type RemindersRepo = ReturnType<typeof createRemindersRepo>;
