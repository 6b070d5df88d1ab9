import type { Meta, StoryObj } from '@storybook/react-vite';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Навигационная цепочка',
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Лекарственные средства', href: '/catalog/lekarstva' },
      { label: 'Обезболивающие' },
    ],
  },
  parameters: {
    locales: {
      uz: {
        label: 'Navigatsiya zanjiri',
        items: [
          { label: 'Bosh sahifa', href: '/uz' },
          { label: 'Dori vositalari', href: '/uz/catalog/lekarstva' },
          { label: 'Ogʻriq qoldiruvchilar' },
        ],
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
