import { createRootStore } from '@gopharm/domain';
import { drugDto, fakeApi, userDto } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { AppProviders } from '@gopharm/shell';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './header';

function renderHeader(locale: 'ru' | 'uz' = 'ru') {
  const stores = createRootStore({ locale, api: fakeApi({ getCategories: async () => [] }) });
  render(
    <AppProviders stores={stores} i18n={createI18n(locale)}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </AppProviders>,
  );
  return stores;
}

describe('Header', () => {
  it('offers "Sign in" to a guest and "My Cabinet" to a user with a complete profile', () => {
    const stores = renderHeader();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth');
    act(() => {
      stores.auth.user = { token: 't', user: userDto({ complete: 0 }) };
    });
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    act(() => {
      stores.auth.user = { token: 't', user: userDto({ complete: 1 }) };
    });
    expect(screen.getByRole('link', { name: 'Мой кабинет' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/favorites');
  });

  it('links the favourites, a guest’s too, named in the page language', () => {
    renderHeader('uz');
    expect(screen.getByRole('link', { name: 'Sevimlilar' })).toHaveAttribute('href', '/favorites');
  });

  it('counts cart lines in the basket badge', () => {
    const stores = renderHeader();
    act(() => {
      stores.newOrder.setQuantity(drugDto({ id: 1 }), 3);
      stores.newOrder.setQuantity(drugDto({ id: 2 }), 1);
    });
    expect(screen.getByRole('link', { name: /Корзина/ })).toHaveAccessibleName(/В корзине 2 позиции/);
  });

  it('sends a guest who taps the region label to /auth, and shows the region name', () => {
    const stores = renderHeader('uz');
    const navigate = jest.spyOn(stores, 'navigate');
    act(() => screen.getByRole('button', { name: 'Hududni tanlang: Toshkent' }).click());
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(stores.region.dialogOpen).toBe(false);
  });
});
