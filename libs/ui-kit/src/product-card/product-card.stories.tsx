import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longUzbekProduct, pictures, productLabels, products } from '../testing/fixtures';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { ProductCard, type ProductCardProps } from './product-card';

/** Keeps quantity and favourite in story state so the card can be tried out. */
function Interactive(props: ProductCardProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  const [favourite, setFavourite] = useState(props.favourite);
  return (
    <div style={{ maxWidth: props.size === 'row' ? 720 : 240, height: '100%' }}>
      <ProductCard
        {...props}
        quantity={quantity}
        favourite={favourite}
        onQuantityChange={(next) => {
          setQuantity(next);
          props.onQuantityChange(next);
        }}
        onFavouriteToggle={() => {
          setFavourite((value) => !value);
          props.onFavouriteToggle?.();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  render: (args) => <Interactive {...args} />,
  args: {
    product: products.ru,
    quantity: 0,
    favourite: false,
    labels: productLabels.ru,
    size: 'grid',
    onQuantityChange: fn(),
    onFavouriteToggle: fn(),
  },
  parameters: { locales: { uz: { product: products.uz, labels: productLabels.uz } } },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const InCart: Story = { args: { quantity: 2, favourite: true } };

export const MaxCountReached: Story = {
  args: { quantity: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: /Увеличить|koʻpaytirish/ });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const SoldOut: Story = {
  args: { product: { ...products.ru, available: false } },
  parameters: { locales: { uz: { product: { ...products.uz, available: false } } } },
};

export const Prescription: Story = {
  args: { product: { ...products.ru, prescription: true, imageUrl: pictures.red } },
  parameters: {
    locales: { uz: { product: { ...products.uz, prescription: true, imageUrl: pictures.red } } },
  },
};

/** In the product page's rows that compare packs: the price per tablet and how much cheaper per tablet. */
export const ComparedPerUnit: Story = {
  args: { product: { ...products.ru, unitPrice: '1 207 сум за 1 шт.', note: 'в 4,8 раза дешевле' } },
  parameters: {
    locales: {
      uz: {
        product: { ...products.uz, unitPrice: '1 dona — 1 207 soʻm', note: '4,8 marta arzonroq' },
        labels: productLabels.uz,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/4,8/)).toBeVisible();
  },
};

export const Sale: Story = {
  args: { product: { ...products.ru, price: '9 900 сум', oldPrice: '12 500 сум' } },
  parameters: {
    locales: { uz: { product: { ...products.uz, price: '9 900 soʻm', oldPrice: '12 500 soʻm' } } },
  },
};

export const LongUzbekText: Story = {
  ...inUzbek({ product: longUzbekProduct }),
  args: { product: longUzbekProduct, labels: productLabels.uz },
};

export const AddThenCount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /В корзину|Savatga/ }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1);
    const increase = canvas.getByRole('button', { name: /Увеличить|koʻpaytirish/ });
    await expect(increase).toHaveFocus();
    await userEvent.click(increase);
    await expect(canvas.getByRole('textbox')).toHaveValue('2');
  },
};

export const Row: Story = { args: { size: 'row', quantity: 1 } };

export const RowSoldOut: Story = {
  args: { size: 'row', product: { ...products.ru, available: false } },
  parameters: { locales: { uz: { product: { ...products.uz, available: false } } } },
};

export const RowLongUzbekText: Story = {
  globals: { locale: 'uz' },
  args: { size: 'row', product: longUzbekProduct, labels: productLabels.uz, quantity: 3 },
  parameters: { locales: { uz: { product: longUzbekProduct } } },
};

/** Every state side by side, for design review: both sizes, in the toolbar's language. */
export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: (args) => {
    const { product } = args;
    const cards: { key: string; props: Partial<ProductCardProps> }[] = [
      { key: 'default', props: {} },
      { key: 'in-cart', props: { quantity: 2, favourite: true } },
      { key: 'max', props: { quantity: product.maxCount ?? 5 } },
      { key: 'sold-out', props: { product: { ...product, available: false } } },
      { key: 'rx', props: { product: { ...product, prescription: true, imageUrl: pictures.red } } },
      { key: 'long', props: { product: longUzbekProduct } },
    ];
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 12 }}
        >
          {cards.map(({ key, props }) => (
            <Interactive key={key} {...args} {...props} />
          ))}
        </div>
        <div style={{ display: 'grid', gap: 8 }}>
          {cards.slice(1, 5).map(({ key, props }) => (
            <Interactive key={key} {...args} {...props} size="row" />
          ))}
        </div>
      </div>
    );
  },
};

export const Mobile: Story = {
  globals: phoneViewport,
  args: { quantity: 1 },
};

export const MobileRow: Story = {
  globals: phoneViewport,
  args: { size: 'row', product: { ...products.ru, prescription: true } },
  parameters: { locales: { uz: { product: { ...products.uz, prescription: true } } } },
};
