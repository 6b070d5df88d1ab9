import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { ErrorState } from './error-state';
import * as stories from './error-state.stories';

testStories('ErrorState', composeStories(stories));

it('is an alert and offers retry only when it can retry', () => {
  const { rerender } = render(<ErrorState title="Ошибка" retryLabel="Повторить" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Ошибка');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  rerender(<ErrorState title="Ошибка" retryLabel="Повторить" onRetry={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
});
