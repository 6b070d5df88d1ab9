import { signOut } from '../auth/account';
import { runInAction } from 'mobx';
import type { ReminderDto, RemindersApi } from '@gopharm/api-client';
import { createRootStore } from '../root/root-store';
import { fakeApi, userDto, type FakeCalls } from '../testing';
import { remindersOf } from './reminders-store';

/** A root whose reminders store calls these fakes (any other call yields false, as a failed request). */
function rootWith(calls: FakeCalls<RemindersApi> = {}) {
  const root = createRootStore({ locale: 'ru', api: fakeApi() });
  const fake = fakeApi(calls as never) as unknown as RemindersApi;
  return { root, reminders: remindersOf(root, fake) };
}

const reminder = (id: number, orderId: number, dueAt: string, sentAt: string | null = null): ReminderDto => ({
  id,
  order_id: orderId,
  number: `00000${orderId}`,
  created_at: '2026-11-01T10:00:00Z',
  due_at: dueAt,
  sent_at: sentAt,
});

describe('reminders', () => {
  it('finds the waiting reminder of an order, sets and moves one, cancels; logout forgets them', async () => {
    const asked: [number, number][] = [];
    const { root, reminders } = rootWith({
      getReminders: async () => [
        reminder(1, 10, '2026-12-05T10:00:00Z'),
        reminder(2, 11, '2026-11-20T10:00:00Z', '2026-11-20T10:01:00Z'),
      ],
      setReminder: async (orderId, days) => {
        asked.push([orderId, days]);
        return { status: 1, reminder: reminder(orderId === 10 ? 1 : 3, orderId, '2026-12-01T10:00:00Z') };
      },
      cancelReminder: async () => ({ status: 1 }),
    });
    await reminders.load();
    expect(reminders.state).toBe('loaded');
    expect(reminders.waitingFor(10)?.id).toBe(1);
    // A sent reminder is no longer waiting: the order page offers a new one.
    expect(reminders.waitingFor(11)).toBeUndefined();
    expect(reminders.waiting.map((entry) => entry.id)).toEqual([1]);

    await expect(reminders.set(12)).resolves.toMatchObject({ ok: true });
    await reminders.set(10, 60);
    expect(asked).toEqual([
      [12, 30],
      [10, 60],
    ]);
    // Asking again moved order 10's day rather than adding a second; waiting ones soonest first.
    expect(reminders.list.map((entry) => [entry.id, entry.due_at])).toEqual([
      [1, '2026-12-01T10:00:00Z'],
      [3, '2026-12-01T10:00:00Z'],
      [2, '2026-11-20T10:00:00Z'],
    ]);

    await expect(reminders.cancel(1)).resolves.toMatchObject({ ok: true });
    expect(reminders.waitingFor(10)).toBeUndefined();
    runInAction(() => (root.auth.user = { token: 't', user: userDto() }));
    await signOut(root);
    expect([reminders.list, reminders.state]).toEqual([[], 'idle']);
  });

  it('keeps the list when a call fails, says why a refusal came, and shows a failed load', async () => {
    const { reminders } = rootWith({
      getReminders: async () => [reminder(1, 10, '2026-12-05T10:00:00Z')],
      // A refusal carries no reminder (the contract's 409 body).
      setReminder: async () =>
        ({ status: 0, code: 'order_cancelled', msg: 'The order is cancelled' }) as never,
    });
    await reminders.load();
    await expect(reminders.set(10)).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.orderCancelled' },
    });
    await expect(reminders.cancel(1)).resolves.toMatchObject({ ok: false });
    expect(reminders.list.map((entry) => entry.id)).toEqual([1]);

    const failing = rootWith().reminders;
    await failing.load();
    expect([failing.state, failing.list]).toEqual(['error', []]);
  });
});
