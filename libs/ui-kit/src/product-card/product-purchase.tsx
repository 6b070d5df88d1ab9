import { AddToCart, type AddToCartProps } from '../add-to-cart/add-to-cart';
import { Price, type PriceProps } from '../price/price';
import type { ProductCardData, ProductCardLabels } from './product-card-types';

export interface ProductPurchaseProps extends Pick<AddToCartProps, 'fullWidth' | 'tabIndex'> {
  product: ProductCardData;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  labels: ProductCardLabels;
  priceSize?: PriceProps['size'];
}

/** A product's price and its add control (the counter, labelled by the product's name, once it is in the cart). */
export function ProductPurchase({
  product,
  quantity,
  onQuantityChange,
  labels,
  priceSize,
  fullWidth,
  tabIndex,
}: ProductPurchaseProps) {
  return (
    <>
      <Price value={product.price} oldValue={product.oldPrice} oldLabel={labels.oldPrice} size={priceSize} />
      <AddToCart
        quantity={quantity}
        max={product.maxCount}
        available={product.available}
        onChange={onQuantityChange}
        labels={{ ...labels, group: product.name }}
        fullWidth={fullWidth}
        tabIndex={tabIndex}
      />
    </>
  );
}
