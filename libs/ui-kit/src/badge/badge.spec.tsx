import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { CountBadge } from './badge';
import * as stories from './badge.stories';

testStories('Badge', composeStories(stories));

describe('CountBadge', () => {
  it('shows nothing for an empty cart', () => {
    const { container } = render(<CountBadge count={0} label="0" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps the number it shows but reads the full label', () => {
    render(<CountBadge count={150} label="150 товаров в корзине" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('150 товаров в корзине')).toBeInTheDocument();
  });
});
