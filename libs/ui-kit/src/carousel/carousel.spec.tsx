import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { Carousel } from './carousel';
import * as stories from './carousel.stories';

testStories('Carousel', composeStories(stories));

const labels = {
  region: 'Акции',
  previous: 'Назад',
  next: 'Вперёд',
  slide: (position: number, count: number) => `${position} из ${count}`,
};
const slides = ['А', 'Б', 'В'].map((name) => <a href={`#${name}`}>{name}</a>);

describe('Carousel', () => {
  it('is a named carousel of named slides, each reachable by its dot', () => {
    render(<Carousel labels={labels} slides={slides} />);
    expect(screen.getByRole('region', { name: 'Акции' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('listitem', { name: '2 из 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: '1 из 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
  });

  it('moves by the arrow keys and the buttons, never by itself', () => {
    jest.useFakeTimers();
    const scrollTo = jest.fn();
    Element.prototype.scrollTo = scrollTo;
    render(<Carousel labels={labels} slides={slides} />);
    jest.advanceTimersByTime(60_000);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('link', { name: 'А' }), { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: '2 из 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('button', { name: '1 из 3' })).toHaveAttribute('aria-current', 'true');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('shows no controls for one slide and nothing for none', () => {
    const { container, rerender } = render(<Carousel labels={labels} slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Carousel labels={labels} slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
