import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { PrescriptionBadge } from './prescription-badge';
import * as stories from './prescription-badge.stories';

testStories('PrescriptionBadge', composeStories(stories));

it('shows its label next to a decorative icon', () => {
  const { container } = render(<PrescriptionBadge label="По рецепту" />);
  expect(screen.getByText('По рецепту')).toBeInTheDocument();
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
