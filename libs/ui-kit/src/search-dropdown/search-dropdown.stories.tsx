import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  categoryLinks,
  longUzbekProduct,
  popularQueries,
  searchLabels,
  searchResults,
} from '../testing/fixtures';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { SearchDropdown, type SearchDropdownProps } from './search-dropdown';
import type { SearchDropdownLabels, SearchResultsContent } from './search-dropdown-types';

/** The story's controls, flat: the field's and its results' side by side (the app's live part gives the latter). */
type StoryArgs = Omit<SearchDropdownProps, 'content' | 'labels'> &
  Omit<SearchResultsContent, 'labels'> & { labels: SearchDropdownLabels };

/** Keeps the text and quantities in story state, as the app's search store would. */
function Stateful({
  value: initialValue,
  results: initialResults,
  onValueChange,
  onSelect,
  onQuantityChange,
  status,
  total,
  viewAllHref,
  popularQueries,
  categoryLinks,
  labels,
  ...field
}: StoryArgs) {
  const [value, setValue] = useState(initialValue);
  const [results, setResults] = useState(initialResults);
  return (
    <div style={{ maxWidth: 640, minHeight: 560 }}>
      <SearchDropdown
        {...field}
        labels={labels}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
        content={{
          status,
          results,
          total,
          viewAllHref,
          popularQueries,
          categoryLinks,
          labels,
          onSelect,
          onQuantityChange: (product, quantity) => {
            setResults((items) =>
              items.map((item) => (item.product.id === product.id ? { ...item, quantity } : item)),
            );
            onQuantityChange(product, quantity);
          },
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Search/SearchDropdown',
  render: (args) => <Stateful {...args} />,
  args: {
    value: 'пара',
    status: 'ready',
    results: searchResults('ru', 12),
    total: 48,
    viewAllHref: '/search?q=пара',
    action: '/search',
    popularQueries,
    categoryLinks: categoryLinks.ru,
    labels: searchLabels.ru,
    defaultOpen: true,
    onValueChange: fn(),
    onSubmit: fn(),
    onSelect: fn(),
    onQuantityChange: fn(),
  },
  parameters: {
    locales: {
      uz: {
        labels: searchLabels.uz,
        results: searchResults('uz', 12),
        categoryLinks: categoryLinks.uz,
        viewAllHref: '/uz/search?q=para',
        action: '/uz/search',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const Closed: Story = { args: { defaultOpen: false, value: '' } };

export const Loading: Story = {
  args: { status: 'loading', results: [], total: undefined },
  parameters: { locales: { uz: { results: [] } } },
};

export const Error: Story = {
  args: { status: 'error', results: [], total: undefined },
  parameters: { locales: { uz: { results: [] } } },
};

export const Empty: Story = {
  args: { value: 'щщщ', results: [], total: 0 },
  parameters: { locales: { uz: { results: [] } } },
};

export const FewResults: Story = {
  args: { results: searchResults('ru', 3), total: 3 },
  parameters: { locales: { uz: { results: searchResults('uz', 3) } } },
};

export const KeyboardUse: Story = {
  args: { defaultOpen: false, value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'па');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('gridcell').filter((cell) => cell.hasAttribute('aria-selected'));
    await expect(options).toHaveLength(10);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[9]?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    // + and − change the chosen result's quantity (it has 2 in the cart).
    await userEvent.keyboard('+');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 201 }), 3);
    await expect(input).toHaveValue('па');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 201 }));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Escape closes; Enter with nothing chosen searches the text.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('па');
  },
};

export const ShortTextStaysClosed: Story = {
  args: { defaultOpen: false, value: '' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'п');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Enter still goes to the results page, which says a search needs 2 characters: nothing happening said nothing.
    await userEvent.type(input, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('п');
  },
};

export const LongUzbekText: Story = {
  ...inUzbek({
    value: 'ibuprofen va paratsetamol',
    results: [
      { product: longUzbekProduct, quantity: 3, inCartLabel: 'Savatda: 3' },
      ...searchResults('uz', 2),
    ],
    total: 3,
  }),
  args: { labels: searchLabels.uz, value: 'ibuprofen' },
};

export const Mobile: Story = { globals: phoneViewport };
