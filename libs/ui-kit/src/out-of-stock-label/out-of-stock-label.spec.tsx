import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { OutOfStockLabel } from './out-of-stock-label';
import * as stories from './out-of-stock-label.stories';

testStories('OutOfStockLabel', composeStories(stories));

it('says the drug is out of stock', () => {
  render(<OutOfStockLabel label="Нет в наличии" />);
  expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
});
