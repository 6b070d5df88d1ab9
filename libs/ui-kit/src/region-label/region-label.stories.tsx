import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { clickCallsOnClickOnce, inUzbek, phoneViewport } from '../testing/story-presets';
import { RegionLabel } from './region-label';

const meta = {
  title: 'Header/RegionLabel',
  component: RegionLabel,
  args: { name: 'Ташкент', fallback: 'Ваше местоположение', label: 'Регион', onClick: fn() },
  parameters: { locales: { uz: { name: 'Toshkent', fallback: 'Joylashuvingiz', label: 'Hudud' } } },
} satisfies Meta<typeof RegionLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = { play: clickCallsOnClickOnce };

export const NotChosen: Story = {
  args: { name: undefined },
  parameters: { locales: { uz: { name: undefined } } },
};

export const LongName: Story = {
  args: { name: 'Каракалпакстан, Нукусский район' },
  parameters: { locales: { uz: { name: 'Qoraqalpogʻiston Respublikasi' } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.textContent).toMatch(/^.{13}…$/u);
  },
};

export const LongUzbekText: Story = inUzbek({ name: 'Surxondaryo viloyati, Sherobod tumani' });

export const Mobile: Story = { globals: phoneViewport };
