import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryIcon } from '../icons/icons';
import { CategoryList } from './category-list';

const meta = {
  title: 'Catalogue/CategoryList',
  component: CategoryList,
  args: {
    label: 'Категории',
    columns: 4,
    items: [
      {
        id: 1,
        name: 'Лекарственные средства',
        href: '#',
        childNames: ['Обезболивающие', 'Антибиотики'],
        icon: <CategoryIcon name="medicines" size={24} />,
      },
      {
        id: 2,
        name: 'Витамины и БАДы',
        href: '#',
        childNames: ['Мультивитамины'],
        icon: <CategoryIcon name="vitamins" size={24} />,
      },
      { id: 3, name: 'Фитопрепараты', href: '#', icon: <CategoryIcon name="herbs" size={24} /> },
      { id: 4, name: 'Мама и малыш', href: '#', icon: <CategoryIcon name="mother-baby" size={24} /> },
      {
        id: 5,
        name: 'Медицинские изделия',
        href: '#',
        icon: <CategoryIcon name="medical-devices" size={24} />,
      },
      { id: 6, name: 'Косметика и гигиена', href: '#', icon: <CategoryIcon name="cosmetics" size={24} /> },
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
