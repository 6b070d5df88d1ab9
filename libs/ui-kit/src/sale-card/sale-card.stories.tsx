import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaleCard } from './sale-card';

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="#fde7d9"/></svg>',
)}`;

const meta = {
  title: 'Catalogue/SaleCard',
  component: SaleCard,
  args: {
    href: '/sale/1',
    title: 'Скидки на витамины до 20%',
    period: 'с 01.11.2026 по 31.12.2026',
    image: banner,
  },
  parameters: {
    locales: {
      uz: {
        href: '/uz/sale/1',
        title: 'Vitaminlarga 20% gacha chegirma',
        period: '01.11.2026 dan 31.12.2026 gacha',
      },
    },
  },
} satisfies Meta<typeof SaleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {};
export const FirstOnThePage: Story = { args: { eager: true } };
export const LongTitle: Story = {
  args: { title: 'Осенние цены на обезболивающие и жаропонижающие для всей семьи' },
  parameters: {
    locales: {
      uz: { title: 'Butun oila uchun ogʻriq qoldiruvchi va isitma tushiruvchilarga kuzgi narxlar' },
    },
  },
};
