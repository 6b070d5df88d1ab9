import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing';
import { TelegramSettings } from './telegram-settings';

const linkCode = async () => ({
  status: 1,
  link: 'https://t.me/GoPharmBot?start=abc',
  expires_at: new Date(Date.now() + 600_000).toISOString(),
});

describe('TelegramSettings (the settings of both apps)', () => {
  it('links Telegram: the deep link to open, then "подключён" once the bot took the code, and back to SMS', async () => {
    let linked = false;
    const unlink = jest.fn(async () => ((linked = false), { status: 1 }));
    await renderScreen(<TelegramSettings />, {
      signedIn: true,
      api: {
        getTelegram: async () => ({ status: 1, available: true, linked }),
        createLinkCode: linkCode,
        unlink,
      },
    });
    const section = await screen.findByRole('region', { name: 'Сообщения о заказах' });
    expect(section).toHaveTextContent('Сейчас сообщения о заказах приходят по SMS.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Получать в Telegram' }));
    const open = await screen.findByRole('link', { name: 'Открыть Telegram' });
    expect(open).toHaveAttribute('href', 'https://t.me/GoPharmBot?start=abc');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toHaveTextContent('нажмите «Запустить»');
    // The shopper taps Start in Telegram: the next ask finds the account linked.
    linked = true;
    expect(await screen.findByText('Telegram подключён', {}, { timeout: 4_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Получать по SMS' }));
    expect(unlink).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Получать в Telegram' })).toBeInTheDocument();
  });

  it('speaks Uzbek, and offers nothing when the shop runs no bot', async () => {
    const { unmount } = await renderScreen(<TelegramSettings />, {
      locale: 'uz',
      signedIn: true,
      api: { getTelegram: async () => ({ status: 1, available: true, linked: true }) },
    });
    expect(await screen.findByRole('region', { name: 'Buyurtmalar haqida xabarlar' })).toHaveTextContent(
      'Telegram ulandi',
    );
    expect(screen.getByRole('button', { name: 'SMS orqali olish' })).toBeInTheDocument();
    unmount();
    const getTelegram = jest.fn(async () => ({ status: 1, available: false, linked: false }));
    await renderScreen(<TelegramSettings />, { signedIn: true, api: { getTelegram } });
    expect(getTelegram).toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
