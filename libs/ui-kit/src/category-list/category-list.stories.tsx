import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryList } from './category-list';

const meta = {
  title: 'Catalogue/CategoryList',
  component: CategoryList,
  args: {
    label: 'Категории',
    columns: 4,
    items: [
      { id: 1, name: 'Лекарственные средства', href: '#', childNames: ['Обезболивающие', 'Антибиотики'] },
      { id: 2, name: 'Витамины и БАДы', href: '#', childNames: ['Мультивитамины'] },
      { id: 3, name: 'Фитопрепараты', href: '#' },
      { id: 4, name: 'Мама и малыш', href: '#' },
    ],
  },
} satisfies Meta<typeof CategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {};

export const LongUzbekNames: Story = {
  args: {
    label: 'Kategoriyalar',
    columns: 2,
    items: [
      {
        id: 1,
        name: 'Dori vositalari',
        href: '#',
        childNames: ['Ogʻriq qoldiruvchilar', 'Virusga qarshi vositalar'],
      },
      { id: 2, name: 'Shamollash va grippga qarshi vositalar', href: '#' },
    ],
  },
};
