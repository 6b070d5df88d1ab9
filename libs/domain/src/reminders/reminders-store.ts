import {
  createRemindersApi,
  failed,
  succeeded,
  type ReminderDto,
  type RemindersApi,
  type Result,
} from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { REFUSED_IN_GENERAL, refused, type Refusal } from '../errors/refusal';
import { loadInto, type LoadState } from '../loading/load-state';
import { privateStoreOf } from '../root/store-of';

/** How many days ahead a reminder is set unless the shopper chooses ("Напомнить через 30 дней"). */
export const REMINDER_DEFAULT_DAYS = 30;

/** The choices the order page offers: a month, or about when a pack of one or two or three months runs out. */
export const REMINDER_DAY_CHOICES = [14, 30, 60, 90] as const;

/**
 * "Напомнить через 30 дней": a signed-in shopper's reminders of past orders, sent by text or Telegram when due.
 * Private data, gone on sign-out; made by the order page and the profile (`remindersOf`), not on the first load.
 */
export class RemindersStore {
  /** As last loaded and as changed since: waiting ones soonest first, then those sent lately. */
  list: ReminderDto[] = [];
  state: LoadState = 'idle';

  constructor(private readonly api: RemindersApi) {
    makeAutoObservable<RemindersStore, 'api'>(this, { api: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.api.getReminders(),
      (list) => (this.list = list),
    );
  }

  /** The reminder still waiting for this order, if any (one per order). */
  waitingFor(orderId: number): ReminderDto | undefined {
    return this.list.find((reminder) => reminder.order_id === orderId && reminder.sent_at === null);
  }

  /** The waiting reminders: the profile's list. */
  get waiting(): ReminderDto[] {
    return this.list.filter((reminder) => reminder.sent_at === null);
  }

  /** Remind of this order in `days` days; asking again for the same order moves its day. */
  async set(orderId: number, days: number = REMINDER_DEFAULT_DAYS): Promise<Result<ReminderDto, Refusal>> {
    const answer = await this.api.setReminder(orderId, days);
    if (!answer.ok) return refused(answer.error);
    const { reminder } = answer.data;
    if (!reminder) return failed(REFUSED_IN_GENERAL);
    runInAction(() => {
      this.list = [
        reminder,
        ...this.list.filter((entry) => entry.id !== reminder.id && entry.order_id !== orderId),
      ].sort(soonestWaitingFirst);
    });
    return succeeded(reminder);
  }

  /** Cancels a reminder; a failed call leaves the list as it was. */
  async cancel(id: number): Promise<Result<void>> {
    const answer = await this.api.cancelReminder(id);
    if (!answer.ok) return answer;
    runInAction(() => (this.list = this.list.filter((reminder) => reminder.id !== id)));
    return succeeded(undefined);
  }

  reset(): void {
    this.list = [];
    this.state = 'idle';
  }
}

/** The API's order: waiting ones by their day, soonest first, then the sent ones. */
function soonestWaitingFirst(a: ReminderDto, b: ReminderDto): number {
  if ((a.sent_at === null) !== (b.sent_at === null)) return a.sent_at === null ? -1 : 1;
  return a.due_at.localeCompare(b.due_at);
}

/** The root's reminders store (with the root's API client unless `api` is given: tests). */
export const remindersOf = privateStoreOf(
  (root, api?: RemindersApi) => new RemindersStore(api ?? createRemindersApi(root.api.http)),
);
