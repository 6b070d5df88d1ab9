import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { searchLabels, searchResults } from '../testing/fixtures';
import { testStories } from '../testing/stories';
import { SearchDropdown } from './search-dropdown';
import type { SearchResultItem, SearchResultsContent } from './search-dropdown-types';
import * as stories from './search-dropdown.stories';

// KeyboardUse plays ↑/↓, Enter, Escape and +/−; ShortTextStaysClosed the 2-character minimum.
testStories('SearchDropdown', composeStories(stories));

const productCells = () =>
  screen.getAllByRole('gridcell').filter((cell) => cell.hasAttribute('aria-selected'));

describe('SearchDropdown', () => {
  beforeEach(() => jest.clearAllMocks());

  const props = {
    value: 'пара',
    onValueChange: jest.fn(),
    onSubmit: jest.fn(),
    action: '/search',
    labels: searchLabels.ru,
    defaultOpen: true,
  };
  const onSelect = jest.fn();
  const onQuantityChange = jest.fn();
  /** The results' part as the app's live part gives it. */
  const content = (results: SearchResultItem[], total?: number): SearchResultsContent => ({
    onSelect,
    onQuantityChange,
    status: 'ready',
    results,
    total,
    viewAllHref: '/search?q=пара',
    labels: searchLabels.ru,
  });

  it('shows at most 10 results and "Посмотреть все" only above 10', async () => {
    const { rerender } = render(<SearchDropdown {...props} content={content(searchResults('ru', 12), 12)} />);
    // The popup's code loads on first use.
    expect(await screen.findAllByRole('row')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Посмотреть все' })).toHaveAttribute('href', '/search?q=пара');
    rerender(<SearchDropdown {...props} content={content(searchResults('ru', 10), 10)} />);
    expect(screen.queryByRole('link', { name: 'Посмотреть все' })).not.toBeInTheDocument();
  });

  it('takes text typed before the app started and opens its results while the box has the focus', async () => {
    const onValueChange = jest.fn();
    function Header() {
      const [value, setValue] = useState('');
      return (
        <SearchDropdown
          {...props}
          defaultOpen={false}
          value={value}
          onValueChange={(text) => {
            setValue(text);
            onValueChange(text);
          }}
          content={content(searchResults('ru', 12), 12)}
        />
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header />);
    document.body.append(container);
    try {
      // The shopper types into the server's box while the app's code is still on its way.
      const box = screen.getByRole('combobox', { name: 'Поиск лекарств' }) as HTMLInputElement;
      box.focus();
      box.value = 'парацетамол';
      await act(async () => {
        hydrateRoot(container, <Header />);
      });
      expect(onValueChange).toHaveBeenCalledWith('парацетамол');
      expect(await screen.findByRole('link', { name: 'Посмотреть все' })).toBeVisible();
      expect(box).toHaveAttribute('aria-expanded', 'true');
    } finally {
      container.remove();
    }
  });

  it('sends text typed before the app started on an Enter pressed the moment the app has taken the page', async () => {
    const onSubmit = jest.fn();
    function Header() {
      const [value, setValue] = useState('');
      return (
        <SearchDropdown
          {...props}
          defaultOpen={false}
          value={value}
          onValueChange={setValue}
          onSubmit={onSubmit}
          content={content([])}
        />
      );
    }
    // The shopper typed into the server's box; Enter comes right after hydration's commit, before React's passive
    // effects (a later task): the hydrated box answers it and must know its text by then.
    let pressed!: () => void;
    const afterEnter = new Promise<void>((resolve) => (pressed = resolve));
    function EnterOnCommit() {
      useLayoutEffect(() => {
        queueMicrotask(() => {
          // Enter in the box submits its form (the browser's implicit submission, which jsdom does not do).
          fireEvent.submit(screen.getByRole('search'));
          pressed();
        });
      }, []);
      return null;
    }
    const page = (
      <>
        <Header />
        <EnterOnCommit />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const box = screen.getByRole('combobox', { name: 'Поиск лекарств' }) as HTMLInputElement;
    box.value = 'н';
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(container, page);
      await afterEnter;
      expect(onSubmit).toHaveBeenCalledWith('н');
      root.unmount();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
      container.remove();
    }
  });

  it('says an open box is loading until its results part is here, and that the search failed if it cannot come', () => {
    const { rerender } = render(<SearchDropdown {...props} />);
    expect(screen.getByRole('grid', { name: 'Результаты поиска' })).toBeEmptyDOMElement();
    expect(screen.getByText('Ищем…')).toBeInTheDocument();
    rerender(<SearchDropdown {...props} unavailable />);
    expect(screen.getByText(searchLabels.ru.error)).toBeInTheDocument();
    expect(screen.queryByText('Ищем…')).not.toBeInTheDocument();
  });

  it('opens a product on click and closes on a click outside', async () => {
    render(<SearchDropdown {...props} content={content(searchResults('ru', 3), 3)} />);
    await screen.findAllByRole('row');
    fireEvent.click(productCells()[0] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 200 }));
    fireEvent.focus(screen.getByRole('combobox'));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('changes quantity from the pointer control without choosing the result', async () => {
    render(<SearchDropdown {...props} content={content(searchResults('ru', 1), 1)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'В корзину' }));
    expect(onQuantityChange).toHaveBeenCalledWith(expect.objectContaining({ id: 200 }), 1);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
