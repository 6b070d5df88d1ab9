import styles from './price.module.css';

export interface PriceProps {
  /** Preformatted by the app (i18n): "12 500 сум". */
  value: string;
  /** The price before a sale, struck through. */
  oldValue?: string;
  /** Screen-reader words for the old price, e.g. "Старая цена". */
  oldLabel?: string;
  size?: 'small' | 'medium' | 'large';
}

/** A price: the strongest text on a card, in the sale colour when an old price is shown. */
export function Price({ value, oldValue, oldLabel, size = 'medium' }: PriceProps) {
  return (
    <span className={[styles.price, styles[size], oldValue && styles.sale].filter(Boolean).join(' ')}>
      <span className={styles.current}>{value}</span>
      {oldValue && (
        <s className={styles.old}>
          {oldLabel && <span className="gp-visually-hidden">{oldLabel}: </span>}
          {oldValue}
        </s>
      )}
    </span>
  );
}
