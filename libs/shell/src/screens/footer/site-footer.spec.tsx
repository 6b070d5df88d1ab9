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
});
