import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { LoadingBar } from './loading-bar';
import * as stories from './loading-bar.stories';

testStories('LoadingBar', composeStories(stories));

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden for loads shorter than 200 ms', () => {
    const { rerender } = render(<LoadingBar active label="Загрузка" />);
    act(() => jest.advanceTimersByTime(150));
    rerender(<LoadingBar active={false} label="Загрузка" />);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows after 200 ms and hides when loading ends', () => {
    const { rerender } = render(<LoadingBar active label="Загрузка" />);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Загрузка' })).toBeInTheDocument();
    rerender(<LoadingBar active={false} label="Загрузка" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
