import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('retries on a tap, and by itself once the connection comes back', async () => {
    const retry = jest.fn();
    await renderScreen(<LoadError onRetry={retry} offline />);
    expect(screen.getByText('Проверьте подключение к интернету!')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(2);
  });
});
