import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { CategoryIcon } from '../icons/icons';
import { CategoryList } from './category-list';
import * as stories from './category-list.stories';

describe('CategoryList', () => {
  it('lists each category as a link in a labelled list', () => {
    render(
      <CategoryList
        label="Категории"
        items={[
          { id: 1, name: 'Лекарства', href: '/catalog/lekarstva', childNames: ['Обезболивающие'] },
          { id: 2, name: 'Витамины', href: '/catalog/vitaminy' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Категории' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/catalog/lekarstva');
    expect(links[0]).toHaveTextContent('Обезболивающие');
  });

  it("shows a category's icon before its name, hidden from screen readers: the link is named by the category", () => {
    render(
      <CategoryList
        label="Категории"
        items={[{ id: 3, name: 'Фитопрепараты', href: '/catalog/fito', icon: <CategoryIcon name="herbs" /> }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Фитопрепараты' });
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

testStories('CategoryList', composeStories(stories));
