import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { LoadingBar } from './loading-bar';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { active: true, label: 'Загрузка страницы' },
  parameters: { layout: 'fullscreen', locales: { uz: { label: 'Sahifa yuklanmoqda' } } },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument());
  },
};

export const Idle: Story = { args: { active: false } };

export const LongUzbekText: Story = inUzbek({ label: 'Sahifa maʼlumotlari yuklanmoqda, iltimos kuting' });

export const Mobile: Story = { globals: phoneViewport };
