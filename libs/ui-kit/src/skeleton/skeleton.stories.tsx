import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneViewport } from '../testing/story-presets';
import { LoadingRegion, ProductCardSkeleton, Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: LoadingRegion,
  args: { label: 'Загрузка…', children: null },
  parameters: { locales: { uz: { label: 'Yuklanmoqda…' } } },
} satisfies Meta<typeof LoadingRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  render: (args) => (
    <LoadingRegion label={args.label}>
      <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
        <Skeleton height={24} width="70%" />
        <Skeleton />
        <Skeleton width="85%" />
      </div>
    </LoadingRegion>
  ),
};

export const ProductGridLoading: Story = {
  render: (args) => (
    <LoadingRegion label={args.label}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 }}>
        {[1, 2, 3, 4].map((key) => (
          <ProductCardSkeleton key={key} />
        ))}
      </div>
    </LoadingRegion>
  ),
};

export const ProductRowsLoading: Story = {
  render: (args) => (
    <LoadingRegion label={args.label}>
      <div style={{ display: 'grid', gap: 8, maxWidth: 720 }}>
        <ProductCardSkeleton size="row" />
        <ProductCardSkeleton size="row" />
      </div>
    </LoadingRegion>
  ),
};

export const LongUzbekText: Story = {
  ...Lines,
  globals: { locale: 'uz' },
  parameters: { locales: { uz: { label: 'Mahsulotlar roʻyxati yuklanmoqda, iltimos kuting…' } } },
};

export const Mobile: Story = {
  ...ProductGridLoading,
  globals: phoneViewport,
};
