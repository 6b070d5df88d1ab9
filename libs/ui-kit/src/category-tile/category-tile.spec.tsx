import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { LinkProvider } from '../link/link';
import { testStories } from '../testing/stories';
import { CategoryTile } from './category-tile';
import * as stories from './category-tile.stories';

testStories('CategoryTile', composeStories(stories));

it('links through the app router link given by LinkProvider', () => {
  render(
    <LinkProvider
      renderLink={({ href, children, ...rest }) => (
        <a {...rest} href={`#router${href}`}>
          {children}
        </a>
      )}
    >
      <CategoryTile name="Витамины" href="/catalog/vitaminy" note="12 товаров" />
    </LinkProvider>,
  );
  expect(screen.getByRole('link', { name: 'Витамины 12 товаров' })).toHaveAttribute(
    'href',
    '#router/catalog/vitaminy',
  );
});
