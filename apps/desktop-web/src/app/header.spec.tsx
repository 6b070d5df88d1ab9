import { createRootStore } from '@gopharm/domain';
import { drugDto, fakeApi, userDto } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { AppProviders } from '@gopharm/shell';
import type { DrugsRequest } from '@gopharm/api-client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './header';

const aspirin = drugDto({ id: 7, name: 'Аспирин' });
const found = { status: 1, results: [aspirin], count: 1, page: 1, per_page: 10 };

function renderHeader(
  locale: 'ru' | 'uz' = 'ru',
  path = '/',
  getDrugs = async (_query?: DrugsRequest) => found,
) {
  const stores = createRootStore({ locale, api: fakeApi({ getCategories: async () => [], getDrugs }) });
  render(
    <AppProviders stores={stores} i18n={createI18n(locale)}>
      <MemoryRouter initialEntries={[path]}>
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
    // Sent to sign in for the region: /auth says so, and opens the picker after.
    expect(navigate).toHaveBeenCalledWith('/auth', { state: { signInFor: 'region' } });
    expect(stores.region.dialogOpen).toBe(false);
  });

  // The search box's live part loads when the box is first focused or typed into (issue 43, item 4).
  it('searches the text typed into the search box before its search code arrived, and keeps it', async () => {
    const getDrugs = jest.fn(async (_query?: DrugsRequest) => found);
    renderHeader('ru', '/', getDrugs);
    const box = screen.getByRole('combobox', { name: 'Поиск лекарств' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'аспи' } });
    expect(box).toHaveValue('аспи');
    await waitFor(() => expect(getDrugs).toHaveBeenCalledWith(expect.objectContaining({ search: 'аспи' })), {
      timeout: 3000,
    });
    expect(box).toHaveValue('аспи');
    expect(await screen.findByRole('row', { name: /Аспирин/ })).toBeInTheDocument();
  });

  it('holds a results page’s query, and searches it for the dropdown once the box is opened', async () => {
    const getDrugs = jest.fn(async (_query?: DrugsRequest) => found);
    renderHeader('ru', '/search?q=аспирин', getDrugs);
    const box = screen.getByRole('combobox', { name: 'Поиск лекарств' });
    expect(box).toHaveValue('аспирин');
    expect(getDrugs).not.toHaveBeenCalled();
    fireEvent.focus(box);
    await waitFor(() =>
      expect(getDrugs).toHaveBeenCalledWith(expect.objectContaining({ search: 'аспирин' })),
    );
    expect(box).toHaveValue('аспирин');
    expect(await screen.findByRole('row', { name: /Аспирин/ })).toBeInTheDocument();
  });
});
