import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { ToastContent } from './toast-content';
import * as stories from './toast-content.stories';

testStories('ToastContent', composeStories(stories));

describe('ToastContent', () => {
  it('announces errors at once and other notices politely', () => {
    const { rerender } = render(<ToastContent tone="error" message="Ошибка" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка');
    rerender(<ToastContent tone="success" message="Готово" />);
    expect(screen.getByRole('status')).toHaveTextContent('Готово');
  });

  it('has no close button without a handler', () => {
    render(<ToastContent message="Готово" closeLabel="Закрыть" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
