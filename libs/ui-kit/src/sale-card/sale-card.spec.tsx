import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { SaleCard } from './sale-card';
import * as stories from './sale-card.stories';

testStories('SaleCard', composeStories(stories));

it('is one link named by the sale, its banner sized 3:1 before it loads', () => {
  render(
    <SaleCard href="/sale/2" title="Неделя здоровья сердца" period="с 10.11.2026" image="/b.svg" eager />,
  );
  const link = screen.getByRole('link', { name: /Неделя здоровья сердца/ });
  expect(link).toHaveAttribute('href', '/sale/2');
  const image = link.querySelector('img') as HTMLImageElement;
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '400']);
  expect(image).toHaveAttribute('fetchpriority', 'high');
});
