import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SaleCard } from '../sale-card/sale-card';
import { phoneViewport } from '../testing/story-presets';
import { Carousel } from './carousel';

const banner = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="${fill}"/></svg>`,
  )}`;
const sale = (n: number, title: string, fill: string) => (
  <SaleCard href={`/sale/${n}`} title={title} period="с 01.11.2026 по 31.12.2026" image={banner(fill)} />
);

const meta = {
  title: 'Catalogue/Carousel',
  component: Carousel,
  args: {
    labels: {
      region: 'Акции',
      previous: 'Предыдущая акция',
      next: 'Следующая акция',
      slide: (position, count) => `${position} из ${count}`,
    },
    slides: [
      sale(1, 'Скидки на витамины до 20%', '#fde7d9'),
      sale(2, 'Неделя здоровья сердца', '#e3f0fb'),
      sale(3, 'Сезон простуды: выгодно', '#e6f4ee'),
      sale(4, 'Мама и малыш: подарки', '#f6e6f4'),
    ],
  },
  parameters: {
    locales: {
      uz: {
        labels: {
          region: 'Aksiyalar',
          previous: 'Oldingi aksiya',
          next: 'Keyingi aksiya',
          slide: (position: number, count: number) => `${count} tadan ${position}`,
        },
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sales: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each slide is a link of its own; the dots name the slides.
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    const dots = canvas
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-current') !== null);
    await expect(dots).toHaveLength(1);
    await userEvent.click(canvas.getAllByRole('button').at(-1) as HTMLElement);
  },
};

export const OneSale: Story = { args: { slides: [sale(1, 'Скидки на витамины до 20%', '#fde7d9')] } };

export const Mobile: Story = { globals: phoneViewport };
