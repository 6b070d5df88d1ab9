import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import type { SmsMessage } from './sms-provider';

/** A text to queue: to the shopper's Telegram chat first when they linked one (their chosen channel). */
export type PendingMessage = SmsMessage & { telegramChatId?: string };

/** A text claimed for sending: this instance alone holds it until its lease ends. */
interface ClaimedText {
  id: number;
  phone: string;
  text: string;
  /** Gateway failures so far. */
  attempts: number;
  /** The shopper's Telegram chat, tried before the phone (order texts of a linked account). */
  telegram_chat_id: string | null;
}

/**
 * Texts waiting to be sent (`sms_pending`, migration 40): all SQL for them lives here. Any instance may work them
 * off; a claim is a lease (`claimed_until`), so a text is held by one instance at a time and taken up again only
 * if that instance died with it.
 */
export function createSmsPendingRepo(db: Database, clock: Clock) {
  const insert = db.prepare(
    'INSERT INTO sms_pending (phone, text, created_at, next_at, telegram_chat_id) VALUES (?, ?, ?, ?, ?)',
  );
  const open = `sent_at IS NULL AND failed_at IS NULL AND next_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)`;
  // PostgreSQL: instances claiming at once skip each other's rows instead of waiting for them (or, without the
  // lock, claiming the same ones); the outer conditions are checked again on each row as it is when updated.
  // The pick is a materialised CTE, run once: as an `IN (subquery)` PostgreSQL may run it again for each row
  // and, skipping the rows this very statement just claimed, take the whole queue in one batch.
  // SQLite has one writer: the statement alone is atomic.
  const claim = db.prepare(
    `WITH picked AS MATERIALIZED (
       SELECT id FROM sms_pending WHERE ${open} ORDER BY id LIMIT ?${db.engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''}
     )
     UPDATE sms_pending SET claimed_until = ? WHERE id IN (SELECT id FROM picked) AND ${open}
     RETURNING id, phone, text, attempts, telegram_chat_id`,
  );
  const sent = db.prepare('UPDATE sms_pending SET sent_at = ?, claimed_until = NULL WHERE id = ?');
  const later = db.prepare(
    'UPDATE sms_pending SET next_at = ?, claimed_until = NULL, attempts = attempts + ? WHERE id = ?',
  );
  const failed = db.prepare(
    'UPDATE sms_pending SET failed_at = ?, claimed_until = NULL, attempts = attempts + 1 WHERE id = ?',
  );
  const lastOfOrder = db.prepare('SELECT MAX(next_at) AS at FROM sms_pending WHERE order_id = ?');
  // Not claimed: a claimed text is being sent right now, and the newer one waits its minute instead.
  const replaceWaiting = db.prepare(
    `UPDATE sms_pending SET text = ?, phone = ?, telegram_chat_id = ? WHERE order_id = ? AND sent_at IS NULL AND failed_at IS NULL
       AND (claimed_until IS NULL OR claimed_until <= ?)`,
  );
  const insertForOrder = db.prepare(
    'INSERT INTO sms_pending (phone, text, created_at, next_at, order_id, telegram_chat_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const bySms = db.prepare('UPDATE sms_pending SET telegram_chat_id = NULL WHERE id = ?');
  const prune = db.prepare('DELETE FROM sms_pending WHERE sent_at < ? OR failed_at < ?');
  const now = () => clock().toISOString();
  const after = (ms: number) => new Date(clock().getTime() + ms).toISOString();

  return {
    /**
     * Queues texts to send as soon as the budgets allow (in the caller's transaction, if any); one with a
     * Telegram chat goes there first, by SMS when Telegram refuses.
     */
    async add(messages: readonly PendingMessage[]): Promise<void> {
      const at = now();
      for (const message of messages) {
        await insert.run(message.phone, message.text, at, at, message.telegramChatId ?? null);
      }
    },
    /**
     * Queues an order's text (in the order's change's transaction, under its owner's lock): an order gets one text
     * a `gapMs` at most. A text of this order still waiting is replaced by this one; else this one is due `gapMs`
     * after the order's last, or now.
     */
    async addForOrder(orderId: number, message: PendingMessage, gapMs: number): Promise<void> {
      const at = now();
      const chat = message.telegramChatId ?? null;
      if ((await replaceWaiting.run(message.text, message.phone, chat, orderId, at)).changes > 0) return;
      const last = (await lastOfOrder.get<{ at: string | null }>(orderId))?.at;
      const earliest = last ? new Date(Date.parse(last) + gapMs).toISOString() : at;
      await insertForOrder.run(message.phone, message.text, at, earliest > at ? earliest : at, orderId, chat);
    },
    /** Up to `limit` texts due now, oldest first, held by the caller for `leaseMs`. */
    async claim(limit: number, leaseMs: number): Promise<ClaimedText[]> {
      const at = now();
      return claim.all<ClaimedText>(at, at, limit, after(leaseMs), at, at);
    },
    async markSent(id: number): Promise<void> {
      await sent.run(now(), id);
    },
    /** Back in the queue, due in `delayMs`; `failedAttempt`: the gateway failed it (the budget refused it: not). */
    async retryLater(id: number, delayMs: number, failedAttempt: boolean): Promise<void> {
      await later.run(after(delayMs), failedAttempt ? 1 : 0, id);
    },
    /** Telegram refused it: it goes to the phone from now on. */
    async bySms(id: number): Promise<void> {
      await bySms.run(id);
    },
    /** Given up on after its last attempt. */
    async markFailed(id: number): Promise<void> {
      await failed.run(now(), id);
    },
    /** Drops the texts sent or given up on more than `keepMs` ago. */
    async prune(keepMs: number): Promise<void> {
      const before = new Date(clock().getTime() - keepMs).toISOString();
      await prune.run(before, before);
    },
  };
}

export type SmsPendingRepo = ReturnType<typeof createSmsPendingRepo>;
