import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { Button, ButtonLink, IconButton } from './button';
import * as stories from './button.stories';

testStories('Button', composeStories(stories));

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>OK</Button>);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('type', 'button');
  });

  it('names an icon-only button by its label', () => {
    render(<IconButton label="Закрыть" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('renders a button-looking link', () => {
    render(<ButtonLink href="/cart">Корзина</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/cart');
  });
});
