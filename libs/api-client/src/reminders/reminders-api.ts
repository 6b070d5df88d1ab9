import type { ReminderDto, ReminderSetDto } from '@gopharm/util';
import { getList } from '../http/calls';
import type { HttpClient } from '../http/http-types';
import type { Result } from '../http/result';
import type { StatusDto } from '../shared/dtos';

/** "Напомнить через 30 дней": waiting (`sent_at` null) or sent lately, with its order's number. */
export type { ReminderDto };

/** The reminders' calls: made by the order page's and the profile's code, so the first load does not carry them. */
export function createRemindersApi(http: HttpClient) {
  return {
    /** GET v1/reminders (auth): the waiting reminders, soonest first, then those sent lately. */
    getReminders(): Promise<Result<ReminderDto[]>> {
      return getList<ReminderDto>(http, 'v1/reminders');
    },
    /** POST v1/reminders (auth): remind me of this order in `days` days; asking again moves the day. */
    setReminder(orderId: number, days: number): Promise<Result<ReminderSetDto>> {
      return http.post('v1/reminders', { order_id: orderId, days }, { refusal: true });
    },
    /** DELETE v1/reminders/:id (auth). */
    cancelReminder(id: number): Promise<Result<StatusDto>> {
      return http.send<StatusDto>(`v1/reminders/${id}`, { method: 'delete' });
    },
  };
}

export type RemindersApi = ReturnType<typeof createRemindersApi>;
