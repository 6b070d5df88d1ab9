import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { counterLabels } from '../testing/fixtures';
import { testStories } from '../testing/stories';
import { AddToCart } from './add-to-cart';
import * as stories from './add-to-cart.stories';

testStories('AddToCart', composeStories(stories));

describe('AddToCart', () => {
  it('cannot add a drug whose max_count is 0', () => {
    render(<AddToCart quantity={0} max={0} labels={counterLabels.ru} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeDisabled();
  });

  it('shows the counter, not the button, once in the cart', () => {
    render(<AddToCart quantity={2} max={5} labels={counterLabels.ru} onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Парацетамол 500 мг' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
  });
});
