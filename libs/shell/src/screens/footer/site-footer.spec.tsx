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
