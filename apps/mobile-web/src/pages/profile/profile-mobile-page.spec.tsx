import { fakeApi, userDto } from '@gopharm/domain/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { renderTree } from '../../app/test-app';
import { ProfileMobilePage } from './profile-mobile-page';

function renderMenu(locale: 'ru' | 'uz') {
  const { stores, tree } = renderTree(<ProfileMobilePage />, {
    path: locale === 'uz' ? '/uz/profile-mobile' : '/profile-mobile',
    locale,
    api: fakeApi(),
  });
  runInAction(() => {
    stores.auth.user = { token: 't', user: userDto({ complete: 1 }) };
  });
  render(tree);
}

describe('ProfileMobilePage', () => {
  it('leads to every part of the profile: orders, personal data, addresses, bonus card, reminders, settings and the lists', () => {
    renderMenu('ru');
    const menu = screen.getByRole('navigation', { name: 'Личный кабинет' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Мои заказы', '/order-history-mobile'],
      ['Личные данные', '/profile/personal'],
      ['Мои адреса', '/profile/address'],
      ['Бонусная карта', '/bonus-card-mobile'],
      ['Напоминания', '/profile/reminders'],
      ['Настройки', '/profile/settings'],
      ['Избранное', '/favorites'],
      ['Вы недавно смотрели', '/recently-seen'],
    ]);
  });

  it('opens personal data, addresses and settings by a tap, in Uzbek under /uz', async () => {
    renderMenu('uz');
    const user = userEvent.setup();
    const menu = screen.getByRole('navigation', { name: 'Shaxsiy kabinet' });
    for (const [name, path] of [
      ['Shaxsiy maʼlumotlar', '/uz/profile/personal'],
      ['Manzillarim', '/uz/profile/address'],
      ['Eslatmalar', '/uz/profile/reminders'],
      ['Sozlamalar', '/uz/profile/settings'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', path);
      await act(async () => {
        await user.click(within(menu).getByRole('link', { name }));
      });
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(path);
    }
  });
});
