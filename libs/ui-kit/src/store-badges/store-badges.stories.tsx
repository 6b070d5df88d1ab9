import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneViewport } from '../testing/story-presets';
import { StoreBadges } from './store-badges';

const meta = {
  title: 'Basics/StoreBadges',
  component: StoreBadges,
  args: {
    appStoreUrl: 'https://apps.apple.com/uz/app/gopharm/id1538446937',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=uz.gopharm.app',
    labels: { appStore: 'Загрузите в App Store', googlePlay: 'Доступно в Google Play' },
  },
  parameters: {
    locales: {
      uz: { labels: { appStore: 'App Storeʼdan yuklab oling', googlePlay: 'Google Playʼda mavjud' } },
    },
  },
} satisfies Meta<typeof StoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Badges: Story = {};
export const Mobile: Story = { globals: phoneViewport };
