import type { Meta, StoryObj } from '@storybook/react-vite';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { OutOfStockLabel } from './out-of-stock-label';

const meta = {
  title: 'Catalogue/OutOfStockLabel',
  component: OutOfStockLabel,
  args: { label: 'Нет в наличии' },
  parameters: { locales: { uz: { label: 'Sotuvda yoʻq' } } },
} satisfies Meta<typeof OutOfStockLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoldOut: Story = {};

export const LongUzbekText: Story = inUzbek({ label: 'Hozircha hech bir dorixonada mavjud emas' });

export const Mobile: Story = { globals: phoneViewport };
