import type { ReminderDto } from '@gopharm/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderScreen } from '../../testing';
import { createProfileScreens } from './profile-screens';

const ProfileFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <main>
    <h1>{title}</h1>
    {children}
  </main>
);
const { ProfileRemindersPage } = createProfileScreens({ ProfileFrame });

const reminder = (id: number, orderId: number, dueAt: string, sentAt: string | null = null): ReminderDto => ({
  id,
  order_id: orderId,
  number: `GP-00000${orderId}`,
  created_at: '2026-11-01T10:00:00Z',
  due_at: dueAt,
  sent_at: sentAt,
});

describe('/profile/reminders', () => {
  it('lists the waiting reminders with their order and day, and cancels one', async () => {
    const cancelReminder = jest.fn(async () => ({ status: 1 }));
    await renderScreen(<ProfileRemindersPage />, {
      signedIn: true,
      path: '/profile/reminders',
      api: {
        getReminders: async () => [
          reminder(1, 7, '2026-12-05T10:00:00Z'),
          reminder(2, 8, '2027-01-10T10:00:00Z'),
          // Sent already: not waiting any more.
          reminder(3, 9, '2026-11-20T10:00:00Z', '2026-11-20T10:01:00Z'),
        ],
        cancelReminder,
      },
    });
    const list = await screen.findByRole('list', { name: 'Напоминания' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByRole('link', { name: 'Заказ №\u00a0GP\u2011000007' })).toHaveAttribute(
      'href',
      '/order-detail?id=7',
    );
    expect(entries[0]).toHaveTextContent('Напомним 05.12.2026');
    await userEvent
      .setup()
      .click(within(entries[0]).getByRole('button', { name: 'Отменить напоминание о заказе GP-000007' }));
    expect(cancelReminder).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Напоминание отменено')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says there are none, in Uzbek', async () => {
    await renderScreen(<ProfileRemindersPage />, {
      locale: 'uz',
      signedIn: true,
      path: '/uz/profile/reminders',
      api: { getReminders: async () => [] },
    });
    expect(
      await screen.findByText('Eslatmalar yoʻq. Olingan buyurtma sahifasida eslatishni soʻrang.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the list could not be read', async () => {
    let calls = 0;
    await renderScreen(<ProfileRemindersPage />, {
      signedIn: true,
      path: '/profile/reminders',
      api: {
        getReminders: async () => {
          return ++calls === 1 ? false : [reminder(1, 7, '2026-12-05T10:00:00Z')];
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findByText('Напомним 05.12.2026')).toBeInTheDocument();
  });
});
