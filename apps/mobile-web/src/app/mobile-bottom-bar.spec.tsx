import type { DrugDto } from '@gopharm/api-client';
import { act, render, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MobileBottomBar } from './mobile-bottom-bar';
import { renderTree } from './test-app';

const drug = { id: 7, slug: 'x', name: 'X', price: 1000, max_count: 5 } as DrugDto;

describe('MobileBottomBar', () => {
  it('has Home, Categories, Search, Cart and Sign in for a guest, marking the current tab', () => {
    render(renderTree(<MobileBottomBar />, { path: '/catalog/lekarstva' }).tree);
    const bar = screen.getByRole('navigation', { name: 'Основное меню' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/catalog-home',
      '/search',
      '/cart',
      '/auth',
    ]);
    expect(within(bar).getByRole('link', { name: 'Категории' })).toHaveAttribute('aria-current', 'page');
  });

  it('counts cart lines on the Cart tab and shows Profile for a signed-in user, in Uzbek', () => {
    const { stores, tree } = renderTree(<MobileBottomBar />, { path: '/uz', locale: 'uz' });
    render(tree);
    act(() => {
      stores.newOrder.setQuantity(drug, 2);
      runInAction(() => {
        stores.auth.user = { token: 't', user: { id: 1, phone: '998901234567', complete: 1 } as never };
      });
    });
    const bar = screen.getByRole('navigation', { name: 'Asosiy menyu' });
    expect(within(bar).getByRole('link', { name: /Savat/ })).toHaveTextContent('1');
    expect(within(bar).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/uz/profile-mobile');
  });
});
