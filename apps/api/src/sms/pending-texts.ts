import type { FastifyBaseLogger } from 'fastify';
import type { SendLimits } from '../auth/send-limits';
import { type TelegramBotApi, TelegramRefused, TelegramUnavailable } from '../telegram/telegram-bot-api';
import type { TelegramRepo } from '../telegram/telegram-repo';
import type { SmsPendingRepo } from './sms-pending-repo';
import { SmsSendError, type SmsProvider } from './sms-provider';

export interface PendingTextsConfig {
  /** How often an idle instance looks for texts due (a receipt on this instance wakes it at once). */
  pollMs: number;
  /** Texts claimed and sent at a time. */
  batch: number;
  /** How long a claim holds a text: longer than a gateway call may take (Eskiz: 10 s). */
  leaseMs: number;
  /** Gateway failures before a text is given up on. */
  maxAttempts: number;
  /** The wait after the first gateway failure, doubled after each (at most an hour). */
  backoffMs: number;
  /** Texts sent or given up on are kept this long (for inspection), then dropped. */
  keepMs: number;
}

const DEFAULT_PENDING_TEXTS: PendingTextsConfig = {
  pollMs: 2_000,
  batch: 10,
  leaseMs: 60_000,
  maxAttempts: 5,
  backoffMs: 30_000,
  keepMs: 7 * 86_400_000,
};

const MAX_BACKOFF_MS = 3_600_000;

type PendingText = Awaited<ReturnType<SmsPendingRepo['claim']>>[number];
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Works off the pending texts (`sms_pending`) of every instance on the database: claims a batch, takes a point of
 * the phone's and the global SMS budgets for each (send-limits.ts, the budgets of sign-in codes), sends it, marks
 * it sent. A text over budget waits until the budget allows it (not dropped, not sent); one the gateway failed is
 * tried again after a growing wait, `maxAttempts` times at most. `start` on ready, `stop` on close: stop waits for
 * the batch under way and leaves no timer behind (timers are unref'd: they never keep a process alive).
 */
export function createPendingTexts(deps: {
  pending: SmsPendingRepo;
  sms: SmsProvider;
  limits: Pick<SendLimits, 'consumeForPhone'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  config?: Partial<PendingTextsConfig>;
  /** The shop's bot, when it has one: a text with a chat goes there first. */
  telegram?: { api: TelegramBotApi; links: Pick<TelegramRepo, 'unlinkChat'> };
}) {
  const config = { ...DEFAULT_PENDING_TEXTS, ...deps.config };
  const { pending, sms, limits, log } = deps;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wanted = false;
  let prunedAt = 0;

  const backoff = (attempts: number) => Math.min(config.backoffMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);

  /**
   * Telegram first for a linked shopper: sent, done; Telegram refusing the chat (blocked: 403) or failing its
   * last attempt sends it by SMS instead (a chat gone is unlinked); Telegram busy (429, 5xx) tries again later.
   * Messages through the bot take no point of the SMS budgets. Whether it is done.
   */
  async function deliverByTelegram(text: PendingText, chatId: string): Promise<boolean> {
    if (!deps.telegram) {
      await pending.bySms(text.id);
      return false;
    }
    try {
      await deps.telegram.api.sendMessage(chatId, text.text);
      await pending.markSent(text.id);
      return true;
    } catch (error) {
      if (error instanceof TelegramUnavailable && text.attempts + 1 < config.maxAttempts) {
        await pending.retryLater(text.id, error.retryAfterMs ?? backoff(text.attempts + 1), true);
        return true;
      }
      if (!(error instanceof TelegramRefused || error instanceof TelegramUnavailable)) throw error;
      log.warn(
        { telegram: { pending: text.id, why: error.message } },
        'telegram refused: the text goes by SMS',
      );
      if (error instanceof TelegramRefused && error.chatGone) await deps.telegram.links.unlinkChat(chatId);
      await pending.bySms(text.id);
      return false;
    }
  }

  async function deliver(text: PendingText) {
    if (text.telegram_chat_id && (await deliverByTelegram(text, text.telegram_chat_id))) return;
    const budget = await limits.consumeForPhone(text.phone);
    if (!budget.ok) return pending.retryLater(text.id, budget.retryAfterMs, false);
    try {
      await sms.send({ phone: text.phone, text: text.text });
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      const attempts = text.attempts + 1;
      if (attempts >= config.maxAttempts) {
        log.warn({ sms: { pending: text.id, attempts } }, 'pending text given up after its last attempt');
        return pending.markFailed(text.id);
      }
      return pending.retryLater(text.id, backoff(attempts), true);
    }
    await pending.markSent(text.id);
  }

  /** Batches until none is due (or the worker stops). */
  async function pass(): Promise<void> {
    while (!stopped) {
      const batch = await pending.claim(config.batch, config.leaseMs);
      if (batch.length === 0) break;
      const outcomes = await Promise.allSettled(batch.map(deliver));
      // A text whose bookkeeping failed (the database) stays claimed until its lease ends, then is taken again.
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') log.error({ err: outcome.reason }, 'pending text: not sent');
      }
    }
    if (!stopped && Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pending.prune(config.keepMs);
    }
  }

  function run(): void {
    if (stopped) return;
    clearTimeout(timer);
    if (running) {
      wanted = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, 'pending texts: pass failed'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (wanted) {
          wanted = false;
          run();
        } else {
          timer = setTimeout(run, config.pollMs);
          timer.unref();
        }
      });
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      run();
    },
    /** Texts were queued here: send them now rather than at the next poll. */
    nudge: run,
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
