import type { Meta, StoryObj } from '@storybook/react-vite';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { PrescriptionBadge } from './prescription-badge';

const meta = {
  title: 'Catalogue/PrescriptionBadge',
  component: PrescriptionBadge,
  args: { label: 'По рецепту' },
  parameters: { locales: { uz: { label: 'Retsept boʻyicha' } } },
} satisfies Meta<typeof PrescriptionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prescription: Story = {};

export const LongUzbekText: Story = inUzbek({ label: 'Faqat shifokor retsepti boʻyicha beriladi' });

export const Mobile: Story = { globals: phoneViewport };
