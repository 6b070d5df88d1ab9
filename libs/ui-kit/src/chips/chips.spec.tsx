import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('a chosen chip in a scrolling line', () => {
  // jsdom lays nothing out: the line is 300 px wide, each chip 100 px with 20 px between, moved by the line's scroll.
  const items = Array.from({ length: 8 }, (_, index) => ({
    id: index,
    label: `Форма ${index}`,
    href: `/catalog/shelf?form=${index}`,
    selected: index === 6,
  }));
  const rect = (left: number, width: number) => ({ left, right: left + width, width }) as DOMRect;

  function serverLine(scrolledBy: number): { container: HTMLElement; line: () => HTMLElement } {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Chips scroll label="Форма выпуска" items={items} />);
    document.body.append(container);
    const line = container.querySelector('ul') as HTMLUListElement;
    let scrollLeft = scrolledBy;
    Object.defineProperty(line, 'scrollLeft', {
      get: () => scrollLeft,
      set: (value) => (scrollLeft = value),
    });
    line.getBoundingClientRect = () => rect(0, 300);
    [...line.children].forEach((chip, index) => {
      chip.getBoundingClientRect = () => rect(index * 120 - scrollLeft, 100);
    });
    return { container, line: () => line };
  }

  it('is brought into the line when the app starts', () => {
    const { container, line } = serverLine(0);
    act(() => void hydrateRoot(container, <Chips scroll label="Форма выпуска" items={items} />));
    const chip = line().children[6].getBoundingClientRect();
    expect(chip.left).toBeGreaterThanOrEqual(0);
    expect(chip.right).toBeLessThanOrEqual(300);
  });

  it('leaves a line the shopper moved before the app started where they put it', () => {
    const { container, line } = serverLine(240);
    act(() => void hydrateRoot(container, <Chips scroll label="Форма выпуска" items={items} />));
    expect(line().scrollLeft).toBe(240);
  });
});
