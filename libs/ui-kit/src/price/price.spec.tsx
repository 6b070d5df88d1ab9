import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { Price } from './price';
import * as stories from './price.stories';

testStories('Price', composeStories(stories));

describe('Price', () => {
  it('strikes through the old price and names it for screen readers', () => {
    render(<Price value="9 900 сум" oldValue="12 500 сум" oldLabel="Старая цена" />);
    expect(screen.getByText('9 900 сум')).toBeInTheDocument();
    expect(screen.getByText('Старая цена:').closest('s')).toHaveTextContent('Старая цена: 12 500 сум');
  });
});
