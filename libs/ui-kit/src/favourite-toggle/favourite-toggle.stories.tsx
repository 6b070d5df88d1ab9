import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteToggle, type FavouriteToggleProps } from './favourite-toggle';

function Stateful(props: FavouriteToggleProps) {
  const [pressed, setPressed] = useState(props.pressed);
  return (
    <FavouriteToggle
      {...props}
      pressed={pressed}
      onToggle={() => {
        setPressed((value) => !value);
        props.onToggle();
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/FavouriteToggle',
  component: FavouriteToggle,
  render: (args) => <Stateful {...args} />,
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

export const LongUzbekText: Story = {
  globals: { locale: 'uz' },
  parameters: { locales: { uz: { label: 'Sevimli mahsulotlar roʻyxatiga qoʻshish' } } },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
