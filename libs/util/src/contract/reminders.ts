import { type Static, Type } from 'typebox';
import { Id } from './common';

/** `POST v1/reminders`: remind me of this order of mine in `days` days (30 unless said). */
export const ReminderBody = Type.Object({
  order_id: Id,
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 180, default: 30 })),
});

/** A shopper's reminder: waiting (`sent_at` null) or sent lately; `number`: its order's, as the shopper reads it. */
export const Reminder = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  number: Type.String(),
  created_at: Type.String(),
  due_at: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
});

/** `GET v1/reminders`: the waiting reminders, soonest first, then those sent in the last 30 days. */
export const RemindersAnswer = Type.Object({ status: Type.Integer(), results: Type.Array(Reminder) });

/** `POST v1/reminders`: the reminder as set. */
export const ReminderSet = Type.Object({ status: Type.Integer(), reminder: Reminder });

export type ReminderDto = Static<typeof Reminder>;
export type ReminderSetDto = Static<typeof ReminderSet>;
