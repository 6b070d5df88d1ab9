import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { EmptyState } from './empty-state';
import * as stories from './empty-state.stories';

testStories('EmptyState', composeStories(stories));

it('is a titled section with a heading at the level asked for', () => {
  render(<EmptyState title="Пусто" headingLevel={3} />);
  expect(screen.getByRole('region', { name: 'Пусто' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Пусто' })).toBeInTheDocument();
});
