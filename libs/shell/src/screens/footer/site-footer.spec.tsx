import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../testing';
import { CompactFooter, WideFooter } from './site-footer';

describe('SiteFooter', () => {
  it.each([
    ['wide', <WideFooter key="wide" />],
    ['compact', <CompactFooter key="compact" />],
  ])('%s: the buyers column leads to the index of sales and the index of collections', async (_, footer) => {
    await renderScreen(footer);
    const buyers = screen.getByRole('navigation', { name: 'Покупателям', hidden: true });
    expect(within(buyers).getByRole('link', { name: 'Подборки', hidden: true })).toHaveAttribute(
      'href',
      '/collection',
    );
    expect(within(buyers).getByRole('link', { name: 'Акции', hidden: true })).toHaveAttribute(
      'href',
      '/sale',
    );
  });

  it.each([
    ['wide', 'ru', <WideFooter key="wide" />],
    ['compact', 'uz', <CompactFooter key="compact" />],
    ['compact', 'ru', <CompactFooter key="compact" />],
  ] as const)(
    "%s, %s: the buyers column leads to the shopper's favourites and recently seen, a guest's too",
    async (_, locale, footer) => {
      const texts = {
        ru: { buyers: 'Покупателям', favourites: 'Избранное', recent: 'Вы недавно смотрели', prefix: '' },
        uz: {
          buyers: 'Xaridorlarga',
          favourites: 'Sevimlilar',
          recent: 'Yaqinda koʻrganlaringiz',
          prefix: '/uz',
        },
      }[locale];
      const { stores } = await renderScreen(footer, { locale });
      expect(stores.auth.isSignedIn).toBe(false);
      const buyers = screen.getByRole('navigation', { name: texts.buyers, hidden: true });
      expect(within(buyers).getByRole('link', { name: texts.favourites, hidden: true })).toHaveAttribute(
        'href',
        `${texts.prefix}/favorites`,
      );
      expect(within(buyers).getByRole('link', { name: texts.recent, hidden: true })).toHaveAttribute(
        'href',
        `${texts.prefix}/recently-seen`,
      );
    },
  );

  it.each([
    ['ru', 'Колл-центр, круглосуточно', 'Аптеки работают ежедневно с 8:30 до 20:30'],
    ['uz', 'Call-markaz, kecha-kunduz', 'Dorixonalar har kuni 8:30 dan 20:30 gacha ishlaydi'],
  ] as const)(
    "%s: the round-the-clock call centre and the pharmacies' hours do not contradict each other",
    async (locale, callCentre, hours) => {
      await renderScreen(<WideFooter />, { locale });
      expect(screen.getByRole('heading', { name: callCentre })).toBeVisible();
      expect(screen.getByText(hours)).toBeVisible();
    },
  );
});
