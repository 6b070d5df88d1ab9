import { formatOrderNumber, localizePath } from '@gopharm/util';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { SmsPendingRepo } from '../sms/sms-pending-repo';
import { reminderText } from '../sms/sms-texts';
import type { RemindersRepo } from './reminders-repo';

/** Reminders claimed and queued in one transaction. */
const SWEEP_BATCH = 50;

/**
 * Sends the reminders come due, on every instance: each pass claims a batch and queues its texts in one
 * transaction (to the shopper's Telegram chat first when they linked one, else by SMS, within the SMS budgets:
 * sms/pending-texts.ts sends them), so a reminder is told once however many instances sweep at once. Runs every
 * `everyMs` (timers unref'd), started on ready and stopped on close.
 */
export function createReminderSweep(deps: {
  db: Database;
  reminders: Pick<RemindersRepo, 'claimDue'>;
  pending: Pick<SmsPendingRepo, 'add'>;
  textsQueued: () => void;
  log: Pick<FastifyBaseLogger, 'error'>;
  everyMs: number;
}) {
  const { db, reminders, pending } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** Claims and queues batches until none is due; how many were queued. */
  async function sweep(): Promise<number> {
    let queued = 0;
    for (;;) {
      const batch = await db.transaction(async () => {
        const due = await reminders.claimDue(SWEEP_BATCH);
        await pending.add(
          due.map((reminder) => ({
            phone: reminder.phone,
            text: reminderText(
              reminder.lan,
              formatOrderNumber(reminder.order_id),
              // The cart filled with the order's lines still sold (the storefront's /cart?repeat=).
              localizePath(`/cart?repeat=${reminder.order_id}`, reminder.lan),
            ),
            telegramChatId: reminder.telegram_chat_id ?? undefined,
          })),
        );
        return due.length;
      });
      queued += batch;
      if (batch < SWEEP_BATCH) break;
    }
    if (queued > 0) deps.textsQueued();
    return queued;
  }

  const pass = () => {
    if (running) return;
    running = sweep()
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'reminders: sweep failed'))
      .finally(() => (running = undefined));
  };

  return {
    sweep,
    start(): void {
      pass();
      timer = setInterval(pass, deps.everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
