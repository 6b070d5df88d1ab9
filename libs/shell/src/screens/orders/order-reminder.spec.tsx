import type { ReminderDto } from '@gopharm/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderDto, renderScreen } from '../../testing';
import { OrderReminder } from './order-reminder';

const reminder = (overrides: Partial<ReminderDto> = {}): ReminderDto => ({
  id: 5,
  order_id: 1,
  number: 'GP-000001',
  created_at: '2026-11-29T10:00:00Z',
  due_at: '2027-01-28T10:00:00Z',
  sent_at: null,
  ...overrides,
});

describe('OrderReminder ("Напомнить через 30 дней" on the order page)', () => {
  it('sets a reminder in the days chosen, says when, and cancels it', async () => {
    const setReminder = jest.fn(async () => ({ status: 1, reminder: reminder() }));
    const cancelReminder = jest.fn(async () => ({ status: 1 }));
    await renderScreen(<OrderReminder order={orderDto({ id: 1, status: 'delivered' })} />, {
      signedIn: true,
      api: { getReminders: async () => [], setReminder, cancelReminder },
    });
    const user = userEvent.setup();
    // 30 days unless the shopper chooses.
    expect(await screen.findByRole('button', { name: 'Напомнить через 30 дней' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 дней' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '60 дней' }));
    await user.click(screen.getByRole('button', { name: 'Напомнить через 60 дней' }));
    expect(setReminder).toHaveBeenCalledWith(1, 60);
    expect(
      await screen.findByText('Напомним о заказе 28.01.2027: пришлём сообщение со ссылкой на корзину.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Напомним 28.01.2027')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отменить напоминание о заказе GP-000001' }));
    expect(cancelReminder).toHaveBeenCalledWith(5);
    expect(await screen.findByText('Напоминание отменено')).toBeInTheDocument();
    // Offered again, in the days last chosen.
    expect(screen.getByRole('button', { name: 'Напомнить через 60 дней' })).toBeInTheDocument();
  });

  it('says when a reminder already set comes, in Uzbek', async () => {
    await renderScreen(<OrderReminder order={orderDto({ id: 1, type: 'pickup', status: 'picked_up' })} />, {
      locale: 'uz',
      signedIn: true,
      api: { getReminders: async () => [reminder()] },
    });
    expect(
      await screen.findByText('Buyurtma haqida 28.01.2027 kuni eslatamiz: savatga havolali xabar yuboramiz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Eslatmani bekor qilish/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /kundan keyin eslatish/ })).not.toBeInTheDocument();
  });

  it('is not offered before the order reached the shopper', async () => {
    const getReminders = jest.fn(async () => []);
    await renderScreen(<OrderReminder order={orderDto({ id: 1, status: 'collected' })} />, {
      signedIn: true,
      api: { getReminders },
    });
    expect(screen.queryByRole('button', { name: /Напомнить/ })).not.toBeInTheDocument();
    expect(getReminders).not.toHaveBeenCalled();
  });
});
