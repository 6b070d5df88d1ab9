import type { TelegramApi } from '@gopharm/api-client';
import { createRootStore } from '../root/root-store';
import { fakeApi, type FakeCalls } from '../testing';
import { telegramOf } from './telegram-store';

function rootWith(calls: FakeCalls<TelegramApi>) {
  const root = createRootStore({ locale: 'ru', api: fakeApi() });
  return telegramOf(root, fakeApi(calls as never) as unknown as TelegramApi);
}

describe('Telegram settings', () => {
  it('waits for the bot to link the account, asking again until it is', async () => {
    let asked = 0;
    const telegram = rootWith({
      getTelegram: async () => ({ status: 1, available: true, linked: ++asked >= 3 }),
      createLinkCode: async () => ({
        status: 1,
        link: 'https://t.me/GoPharmBot?start=abc',
        expires_at: new Date(Date.now() + 600_000).toISOString(),
      }),
    });
    await telegram.load();
    expect([telegram.available, telegram.linked]).toEqual([true, false]);
    await expect(telegram.startLinking()).resolves.toEqual({
      ok: true,
      data: 'https://t.me/GoPharmBot?start=abc',
    });
    await telegram.waitForLink(new AbortController().signal, 5);
    expect([telegram.linked, telegram.link, asked]).toEqual([true, null, 3]);
  });

  it('stops waiting when the link expires or the screen leaves, and goes back to SMS on unlink', async () => {
    let asked = 0;
    const telegram = rootWith({
      getTelegram: async () => ({ status: 1, available: true, linked: (++asked, false) }),
      createLinkCode: async () => ({
        status: 1,
        link: 'https://t.me/GoPharmBot?start=abc',
        expires_at: new Date(Date.now() + 30).toISOString(),
      }),
      unlink: async () => ({ status: 1 }),
    });
    await telegram.startLinking();
    await telegram.waitForLink(new AbortController().signal, 10);
    expect(telegram.link).toBeNull();
    await telegram.startLinking();
    const leaving = new AbortController();
    leaving.abort();
    const before = asked;
    await telegram.waitForLink(leaving.signal, 10);
    expect(asked).toBe(before);
    await expect(telegram.unlink()).resolves.toMatchObject({ ok: true });
    expect([telegram.linked, telegram.link]).toEqual([false, null]);
  });
});
