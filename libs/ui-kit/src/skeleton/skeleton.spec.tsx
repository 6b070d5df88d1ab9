import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { LoadingRegion, ProductCardSkeleton } from './skeleton';
import * as stories from './skeleton.stories';

testStories('Skeleton', composeStories(stories));

it('announces loading once and hides the boxes from screen readers', () => {
  render(
    <LoadingRegion label="Загрузка…">
      <ProductCardSkeleton />
    </LoadingRegion>,
  );
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(region).toHaveTextContent('Загрузка…');
  expect(region.lastElementChild).toHaveAttribute('aria-hidden', 'true');
});
