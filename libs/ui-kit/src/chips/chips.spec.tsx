import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { Chips } from './chips';
import * as stories from './chips.stories';

testStories('Chips', composeStories(stories));

it('renders link chips with the current one marked', () => {
  render(
    <Chips
      label="Подкатегории"
      items={[
        { id: 1, label: 'Обезболивающие', href: '/subcategory/a', selected: true },
        { id: 2, label: 'Антибиотики', href: '/subcategory/b' },
      ]}
    />,
  );
  expect(screen.getByRole('list', { name: 'Подкатегории' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Обезболивающие' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Антибиотики' })).not.toHaveAttribute('aria-current');
});
