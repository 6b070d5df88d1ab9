import type { Meta, StoryObj } from '@storybook/react-vite';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { Breadcrumbs } from './breadcrumbs';

/** Home, the drugs category and one of its subcategories (the current page), under the language's prefix. */
const trail = (prefix: string, [home, category, current]: [string, string, string]) => [
  { label: home, href: prefix || '/' },
  { label: category, href: `${prefix}/catalog/lekarstva` },
  { label: current },
];

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Навигационная цепочка',
    items: trail('', ['Главная', 'Лекарственные средства', 'Обезболивающие']),
  },
  parameters: {
    locales: {
      uz: {
        label: 'Navigatsiya zanjiri',
        items: trail('/uz', ['Bosh sahifa', 'Dori vositalari', 'Ogʻriq qoldiruvchilar']),
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {};

export const Empty: Story = { args: { items: [] }, parameters: { locales: { uz: { items: [] } } } };

export const LongUzbekText: Story = inUzbek({
  items: [
    { label: 'Bosh sahifa', href: '/uz' },
    { label: 'Shamollash va grippga qarshi vositalar', href: '#' },
    { label: 'Bolalar uchun isitma tushiruvchi suspenziyalar', href: '#' },
    { label: 'Ibuprofen va paratsetamol birikmasi 100 ml' },
  ],
});

export const Mobile: Story = { globals: phoneViewport };
