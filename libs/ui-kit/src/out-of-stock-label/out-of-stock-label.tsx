import styles from './out-of-stock-label.module.css';

export interface OutOfStockLabelProps {
  /** "Нет в наличии" (spec message "Out of stock"). */
  label: string;
}

/** Stands where the add button would be when a drug is not available. */
export function OutOfStockLabel({ label }: OutOfStockLabelProps) {
  return <span className={styles.label}>{label}</span>;
}
