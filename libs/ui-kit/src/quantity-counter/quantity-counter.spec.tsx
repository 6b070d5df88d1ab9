import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { counterLabels } from '../testing/fixtures';
import { testStories } from '../testing/stories';
import { QuantityCounter } from './quantity-counter';
import * as stories from './quantity-counter.stories';

// The play functions (plus/minus, typing, max) run inside testStories.
testStories('QuantityCounter', composeStories(stories));

// The server's cart (issue 43): a slow phone shows its counters seconds before the app runs. React 19 keeps a
// number typed meanwhile on screen when it hydrates, but replays no change event (enableHydrationChangeEvent is
// off in its builds), and the next render would write the old quantity back.
describe('a counter typed into before the app started', () => {
  function Line({ onQuantity }: { onQuantity: (qty: number) => void }) {
    const [qty, setQty] = useState(1);
    return (
      <QuantityCounter
        value={qty}
        max={10}
        labels={counterLabels.ru}
        onChange={(next) => {
          setQty(next);
          onQuantity(next);
        }}
      />
    );
  }

  async function hydrateTyped(typed: string, stillTyping: boolean) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Line onQuantity={jest.fn()} />);
    document.body.append(container);
    const field = screen.getByRole('textbox', { name: counterLabels.ru.quantity }) as HTMLInputElement;
    field.value = typed;
    if (stillTyping) field.focus();
    const onQuantity = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Line onQuantity={onQuantity} />);
    });
    return { container, field, onQuantity };
  }

  it('counts a number typed and left as the new quantity', async () => {
    const { container, field, onQuantity } = await hydrateTyped('5', false);
    expect(onQuantity).toHaveBeenCalledWith(5);
    expect(field).toHaveValue('5');
    container.remove();
  });

  it('keeps what is still being typed, counted when the field is left', async () => {
    const { container, field, onQuantity } = await hydrateTyped('', true);
    // Cleared to type another number: the line is not taken out on the way.
    expect(onQuantity).not.toHaveBeenCalled();
    expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.blur(field);
    expect(onQuantity).toHaveBeenCalledWith(7);
    expect(onQuantity).toHaveBeenCalledTimes(1);
    container.remove();
  });
});

describe('a number typed that is not whole', () => {
  it.each([
    ['2.5', 2],
    ['2,5', 2],
    ['1e3', 10],
  ])('%p counts as %p, not as 0 (which took the line out of the cart)', (typed, counted) => {
    const onChange = jest.fn();
    render(<QuantityCounter value={1} max={10} labels={counterLabels.ru} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: counterLabels.ru.quantity });
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledWith(counted);
    expect(field).toHaveValue(String(counted));
  });
});
