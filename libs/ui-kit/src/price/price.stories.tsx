import type { Meta, StoryObj } from '@storybook/react-vite';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { Price } from './price';

const meta = {
  title: 'Catalogue/Price',
  component: Price,
  args: { value: '12 500 сум' },
  parameters: { locales: { uz: { value: '12 500 soʻm' } } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sale: Story = {
  args: { value: '9 900 сум', oldValue: '12 500 сум', oldLabel: 'Старая цена' },
  parameters: { locales: { uz: { value: '9 900 soʻm', oldValue: '12 500 soʻm', oldLabel: 'Eski narx' } } },
};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const LongUzbekText: Story = inUzbek({
  value: '12 345 678 soʻm',
  oldValue: '13 000 000 soʻm',
  oldLabel: 'Eski narx',
});

export const Mobile: Story = { globals: phoneViewport };
