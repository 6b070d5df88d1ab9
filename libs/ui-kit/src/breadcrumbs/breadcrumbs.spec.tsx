import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { Breadcrumbs } from './breadcrumbs';
import * as stories from './breadcrumbs.stories';

testStories('Breadcrumbs', composeStories(stories));

it('links the parents and marks the last item as the current page', () => {
  render(
    <Breadcrumbs
      label="Цепочка"
      items={[
        { label: 'Главная', href: '/' },
        { label: 'Витамины', href: '/catalog/v' },
        { label: 'Витамин C' },
      ]}
    />,
  );
  expect(screen.getByRole('navigation', { name: 'Цепочка' })).toBeInTheDocument();
  expect(screen.getAllByRole('link')).toHaveLength(2);
  expect(screen.getByText('Витамин C')).toHaveAttribute('aria-current', 'page');
});
