import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { CabinetLink, HeaderCartLink, Logo } from './header-pieces';
import * as stories from './header-pieces.stories';

testStories('HeaderPieces', composeStories(stories));

describe('header pieces', () => {
  it('name the cart link and its count for screen readers', () => {
    render(<HeaderCartLink href="/cart" label="Корзина" count={3} countLabel="3 товара в корзине" />);
    expect(screen.getByRole('link', { name: '3 товара в корзине Корзина' })).toHaveAttribute('href', '/cart');
  });

  it('show no badge for an empty cart', () => {
    render(<HeaderCartLink href="/cart" label="Корзина" count={0} countLabel="0" />);
    expect(screen.getByRole('link', { name: 'Корзина' })).toBeInTheDocument();
  });

  it('link the logo home and the cabinet where asked', () => {
    render(
      <>
        <Logo href="/uz" label="GoPharm — bosh sahifaga" />
        <CabinetLink href="/auth" label="Войти" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'GoPharm — bosh sahifaga' })).toHaveAttribute('href', '/uz');
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth');
  });
});
