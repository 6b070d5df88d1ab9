import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import type { SmsMessage } from './sms-provider';

export interface OutboxEntry {
  phone: string;
  text: string;
  code: string | null;
  created_at: string;
}

/** The dev outbox of the console SMS provider: all SQL for it lives here. */
export function createSmsOutboxRepo(db: Database, clock: Clock) {
  const insert = db.prepare('INSERT INTO sms_outbox (phone, text, code, created_at) VALUES (?, ?, ?, ?)');
  const byPhone = db.prepare(
    'SELECT phone, text, code, created_at FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 50',
  );
  const latest = db.prepare('SELECT phone, text, code, created_at FROM sms_outbox ORDER BY id DESC LIMIT 50');
  return {
    async add(message: SmsMessage): Promise<void> {
      await insert.run(message.phone, message.text, message.code ?? null, clock().toISOString());
    },
    /** Newest first, at most 50. */
    async list(phone?: string): Promise<OutboxEntry[]> {
      return (phone ? await byPhone.all(phone) : await latest.all()) as unknown as OutboxEntry[];
    },
  };
}

export type SmsOutboxRepo = ReturnType<typeof createSmsOutboxRepo>;
