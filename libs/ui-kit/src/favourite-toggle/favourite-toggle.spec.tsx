import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { FavouriteToggle } from './favourite-toggle';
import * as stories from './favourite-toggle.stories';

testStories('FavouriteToggle', composeStories(stories));

it('is a toggle button whose name does not change with its state', () => {
  render(<FavouriteToggle pressed label="В избранное" onToggle={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'В избранное', pressed: true })).toBeInTheDocument();
});
