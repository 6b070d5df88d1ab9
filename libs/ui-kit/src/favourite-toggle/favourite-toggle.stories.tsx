import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderStateful } from '../testing/stateful';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { FavouriteToggle } from './favourite-toggle';

const meta = {
  title: 'Catalogue/FavouriteToggle',
  component: FavouriteToggle,
  render: renderStateful(FavouriteToggle, 'pressed', 'onToggle', (pressed) => !pressed),
  args: { pressed: false, label: 'В избранное', onToggle: fn() },
  parameters: { locales: { uz: { label: 'Sevimlilarga' } } },
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { pressed: true } };

export const TogglesOnAndOff: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

export const LongUzbekText: Story = inUzbek({ label: 'Sevimli mahsulotlar roʻyxatiga qoʻshish' });

export const Mobile: Story = { globals: phoneViewport };
