import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CartIcon, CloseIcon } from '../icons/icons';
import { clickCallsOnClickOnce, inUzbek, phoneViewport } from '../testing/story-presets';
import { Button, ButtonLink, IconButton } from './button';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: 'Оформить заказ', onClick: fn() },
  parameters: { locales: { uz: { children: 'Buyurtma berish' } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { play: clickCallsOnClickOnce };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

export const Danger: Story = {
  args: { variant: 'danger', children: 'Удалить карту' },
  parameters: { locales: { uz: { children: 'Kartani oʻchirish' } } },
};

export const WithIcon: Story = { args: { icon: <CartIcon size={18} /> } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Large: Story = { args: { size: 'large', fullWidth: true } };

export const LongUzbekText: Story = inUzbek({ children: 'Buyurtmani rasmiylashtirish va toʻlovga oʻtish' });

export const Mobile: Story = {
  globals: phoneViewport,
  args: { fullWidth: true, size: 'large' },
};

export const AsLink: Story = {
  render: (args) => (
    <ButtonLink href="/catalog" variant="secondary">
      {args.children}
    </ButtonLink>
  ),
  args: { children: 'Перейти в каталог' },
  parameters: { locales: { uz: { children: 'Katalogga oʻtish' } } },
};

export const IconOnly: Story = {
  render: (args) => <IconButton label={String(args.children)} icon={<CloseIcon />} onClick={args.onClick} />,
  args: { children: 'Закрыть' },
  parameters: { locales: { uz: { children: 'Yopish' } } },
};
