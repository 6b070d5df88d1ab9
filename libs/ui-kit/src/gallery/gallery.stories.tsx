import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../testing/story-presets';
import { Gallery } from './gallery';

const picture = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${fill}"/><text x="200" y="210" font-size="48" text-anchor="middle">${text}</text></svg>`,
  )}`;
const images = [picture('#e8f5ee', '1'), picture('#fdf0e6', '2'), picture('#e9effb', '3')];

const meta = {
  title: 'Catalogue/Gallery',
  component: Gallery,
  args: {
    images,
    alt: 'Нурофен 200 мг №10 таблетки',
    width: 400,
    height: 400,
    labels: {
      region: 'Фотографии товара',
      previous: 'Предыдущее фото',
      next: 'Следующее фото',
      picture: (position, total) => `Фото ${position} из ${total}`,
    },
  },
  parameters: {
    locales: {
      uz: {
        alt: 'Nurofen 200 mg №10 tabletkalar',
        labels: {
          region: 'Mahsulot rasmlari',
          previous: 'Oldingi rasm',
          next: 'Keyingi rasm',
          picture: (position: number, total: number) => `${total} tadan ${position}-rasm`,
        },
      },
    },
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralPictures: Story = {};

export const OnePicture: Story = { args: { images: [images[0] as string] } };

export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [stage] = canvas.getAllByRole('group');
    stage?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getAllByRole('img')[0]).toHaveAttribute('src', images[1]);
    await userEvent.keyboard('{End}');
    const thumbs = canvas.getAllByRole('button').filter((button) => button.querySelector('img'));
    await expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
  },
};

export const Mobile: Story = { globals: phoneViewport };
