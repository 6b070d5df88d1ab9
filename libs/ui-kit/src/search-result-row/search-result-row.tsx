import { Link } from '../link/link';
import type { ProductCardData, ProductCardLabels } from '../product-card/product-card-types';
import { ProductPurchase } from '../product-card/product-purchase';
import { manufacturerFromName } from '@gopharm/util';
import styles from './search-result-row.module.css';

export interface SearchResultRowProps {
  product: ProductCardData;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  labels: ProductCardLabels;
  /** Preformatted "В корзине: 2", read as part of an option. */
  inCartLabel?: string;
  /**
   * As a row of the search combobox's grid: the product cell is chosen with the arrow keys
   * (aria-activedescendant) and its control stays out of the Tab order, as focus stays in the combobox
   * (the keyboard uses + and −). A grid, not a listbox, because an option may hold no buttons.
   * Without it the row is a plain list item with a link and a keyboard-usable control.
   */
  option?: { id: string; active: boolean; onSelect: () => void };
}

/** One search result: picture, name, manufacturer, country, price and the add control. */
export function SearchResultRow({
  product,
  quantity,
  onQuantityChange,
  labels,
  inCartLabel,
  option,
}: SearchResultRowProps) {
  const manufacturer = product.manufacturer ?? manufacturerFromName(product.name) ?? undefined;
  const meta = [manufacturer, product.country].filter(Boolean).join(' · ');
  const body = (
    <>
      <img className={styles.image} src={product.imageUrl} alt="" width={48} height={48} loading="lazy" />
      <span className={styles.text}>
        <span className={styles.name}>{product.name}</span>
        {meta && <span className={styles.meta}>{meta}</span>}
        {option && quantity > 0 && inCartLabel && <span className="gp-visually-hidden">{inCartLabel}</span>}
      </span>
    </>
  );
  const side = (
    <span className={styles.side}>
      <ProductPurchase
        product={product}
        quantity={quantity}
        onQuantityChange={onQuantityChange}
        labels={labels}
        priceSize="small"
        tabIndex={option ? -1 : undefined}
      />
    </span>
  );

  if (option) {
    return (
      <div role="row" className={styles.row}>
        {/* Cells take no focus: the combobox keeps it and points here with aria-activedescendant; a mouse
            click on a cell must not blur the input first. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
        <span
          id={option.id}
          role="gridcell"
          tabIndex={-1}
          aria-selected={option.active}
          className={`${styles.main} ${styles.option}`}
          onClick={option.onSelect}
          onMouseDown={(event) => event.preventDefault()}
        >
          {body}
        </span>
        <span role="gridcell" tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
          {side}
        </span>
      </div>
    );
  }
  return (
    <li className={styles.row}>
      <Link href={product.href} className={styles.main}>
        {body}
      </Link>
      {side}
    </li>
  );
}
