import { useEffect, useRef } from 'react';
import { Button } from '../button/button';
import { CartIcon } from '../icons/icons';
import { OutOfStockLabel } from '../out-of-stock-label/out-of-stock-label';
import { QuantityCounter, type QuantityCounterLabels } from '../quantity-counter/quantity-counter';
import styles from './add-to-cart.module.css';

export interface AddToCartLabels extends QuantityCounterLabels {
  add: string;
  outOfStock: string;
}

export interface AddToCartProps {
  /** How many are in the cart; 0 shows the add button. */
  quantity: number;
  max?: number;
  available?: boolean;
  onChange: (quantity: number) => void;
  labels: AddToCartLabels;
  fullWidth?: boolean;
  /** -1 inside a cell of the search grid: pointer only, the keyboard works through the combobox. */
  tabIndex?: number;
}

/** The add button that turns into a − qty + counter once the drug is in the cart. */
export function AddToCart({
  quantity,
  max,
  available = true,
  onChange,
  labels,
  fullWidth,
  tabIndex,
}: AddToCartProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  // The pressed control disappears when the view switches, so focus follows to its replacement.
  const moveFocus = useRef(false);
  const inCart = quantity > 0;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (inCart ? increaseRef : addRef).current?.focus();
  }, [inCart]);

  if (!available) return <OutOfStockLabel label={labels.outOfStock} />;
  if (!inCart) {
    return (
      <Button
        ref={addRef}
        className={styles.add}
        icon={<CartIcon size={18} />}
        fullWidth={fullWidth}
        disabled={max === 0}
        tabIndex={tabIndex}
        onClick={() => {
          moveFocus.current = true;
          onChange(1);
        }}
      >
        {labels.add}
      </Button>
    );
  }
  return (
    <QuantityCounter
      ref={increaseRef}
      value={quantity}
      max={max}
      labels={labels}
      fullWidth={fullWidth}
      tabIndex={tabIndex}
      onChange={(next) => {
        if (next === 0) moveFocus.current = true;
        onChange(next);
      }}
    />
  );
}
