import type { Meta, StoryObj } from '@storybook/react-vite';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { CountBadge, Badge } from './badge';

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  args: { children: 'Новинка', tone: 'brand' },
  parameters: { locales: { uz: { children: 'Yangi' } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};

export const Sale: Story = {
  args: { tone: 'sale', children: '−20 %' },
  parameters: { locales: { uz: { children: '−20 %' } } },
};

export const Neutral: Story = { args: { tone: 'neutral' } };

export const Warning: Story = { args: { tone: 'warning' } };

export const LongUzbekText: Story = inUzbek({ children: 'Faqat bugun chegirmada' });

export const Count: Story = {
  render: (args) => <CountBadge count={3} label={`3 ${String(args.children)}`} />,
  args: { children: 'товара в корзине' },
  parameters: { locales: { uz: { children: 'ta mahsulot savatda' } } },
};

export const CountOverMax: Story = {
  render: (args) => <CountBadge count={120} label={`120 ${String(args.children)}`} />,
  args: { children: 'товаров в корзине' },
  parameters: { locales: { uz: { children: 'ta mahsulot savatda' } } },
};

export const Mobile: Story = { globals: phoneViewport };
