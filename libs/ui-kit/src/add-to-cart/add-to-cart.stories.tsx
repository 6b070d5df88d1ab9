import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { counterLabels } from '../testing/fixtures';
import { renderStateful } from '../testing/stateful';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { AddToCart } from './add-to-cart';

const meta = {
  title: 'Cart/AddToCart',
  component: AddToCart,
  render: renderStateful(AddToCart, 'quantity', 'onChange'),
  args: { quantity: 0, max: 3, labels: counterLabels.ru, onChange: fn() },
  parameters: { locales: { uz: { labels: counterLabels.uz } } },
} satisfies Meta<typeof AddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotInCart: Story = {};

export const InCart: Story = { args: { quantity: 2 } };

export const MaxCountReached: Story = { args: { quantity: 3 } };

export const SoldOut: Story = { args: { available: false } };

export const AddAndRemoveKeepsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /В корзину|Savatga/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: /Увеличить|koʻpaytirish/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: /Уменьшить|kamaytirish/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: /В корзину|Savatga/ })).toHaveFocus();
  },
};

export const LongUzbekText: Story = {
  ...inUzbek({ labels: { ...counterLabels.uz, add: 'Savatchaga qoʻshish va buyurtma berish' } }),
  args: { labels: counterLabels.uz },
};

export const Mobile: Story = {
  globals: phoneViewport,
  args: { fullWidth: true },
};
