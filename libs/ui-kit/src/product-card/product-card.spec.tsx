import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { productLabels, products } from '../testing/fixtures';
import { ProductCard } from './product-card';
import * as stories from './product-card.stories';

testStories('ProductCard', composeStories(stories));

describe('ProductCard', () => {
  const base = { onQuantityChange: jest.fn(), labels: productLabels.ru };

  it('shows name, manufacturer from the quoted part, country and price, and a lazy sized image', () => {
    const { container } = render(<ProductCard {...base} product={products.ru} quantity={0} />);
    expect(screen.getByRole('article', { name: products.ru.name })).toBeInTheDocument();
    expect(screen.getByText('Nobel · Узбекистан')).toBeInTheDocument();
    expect(screen.getByText('12 500 сум')).toBeInTheDocument();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
  });

  it('says out of stock instead of offering the add button', () => {
    render(<ProductCard {...base} product={{ ...products.ru, available: false }} quantity={0} />);
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
  });

  it('shows the prescription badge only for prescription drugs', () => {
    const { rerender } = render(<ProductCard {...base} product={products.ru} quantity={0} />);
    expect(screen.queryByText('По рецепту')).not.toBeInTheDocument();
    rerender(<ProductCard {...base} product={{ ...products.ru, prescription: true }} quantity={0} />);
    expect(screen.getByText('По рецепту')).toBeInTheDocument();
  });
});
