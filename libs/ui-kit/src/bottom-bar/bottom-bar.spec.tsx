import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { BottomBar } from './bottom-bar';
import * as stories from './bottom-bar.stories';

testStories('BottomBar', composeStories(stories));

it('is a labelled navigation with the current page marked and the cart count read', () => {
  render(
    <BottomBar
      label="Основное меню"
      items={[
        { id: 'home', href: '/', label: 'Главная', icon: 'home', current: true },
        {
          id: 'cart',
          href: '/cart',
          label: 'Корзина',
          icon: 'cart',
          badge: { count: 2, label: '2 товара в корзине' },
        },
      ]}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Основное меню' });
  expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: '2 товара в корзине Корзина' })).toHaveAttribute(
    'href',
    '/cart',
  );
});
