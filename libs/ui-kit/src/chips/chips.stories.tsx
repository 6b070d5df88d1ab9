import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { Chips } from './chips';

const suggestions = (prefix: string, names: string[]) =>
  names.map((name) => ({ id: name, label: name, href: `${prefix}/search?q=${encodeURIComponent(name)}` }));

const meta = {
  title: 'Navigation/Chips',
  component: Chips,
  args: {
    label: 'Популярные запросы',
    items: suggestions('', ['Парацетамол', 'Нурофен', 'Анальгин', 'Цитрамон', 'Аспирин']),
    onToggle: fn(),
  },
  parameters: {
    locales: {
      uz: {
        label: 'Mashhur soʻrovlar',
        items: suggestions('/uz', ['Paratsetamol', 'Nurofen', 'Analgin', 'Sitramon', 'Aspirin']),
      },
    },
  },
} satisfies Meta<typeof Chips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchSuggestions: Story = {};

const filters = [
  { id: 'rx', label: 'По рецепту', selected: true },
  { id: 'otc', label: 'Без рецепта' },
  { id: 'stock', label: 'В наличии' },
];
const filtersUz = [
  { id: 'rx', label: 'Retsept boʻyicha', selected: true },
  { id: 'otc', label: 'Retseptsiz' },
  { id: 'stock', label: 'Mavjud' },
];

export const FilterToggles: Story = {
  args: { label: 'Фильтры', items: filters },
  parameters: { locales: { uz: { label: 'Filtrlar', items: filtersUz } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { pressed: true })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Без рецепта|Retseptsiz/ }));
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'otc' }));
  },
};

export const Empty: Story = { args: { items: [] }, parameters: { locales: { uz: { items: [] } } } };

export const LongUzbekText: Story = inUzbek({
  items: [
    { id: 1, label: 'Shamollash va grippga qarshi vositalar', href: '#' },
    { id: 2, label: 'Oshqozon-ichak kasalliklari uchun preparatlar', href: '#' },
  ],
});

export const Mobile: Story = {
  globals: phoneViewport,
  args: { scroll: true },
};
