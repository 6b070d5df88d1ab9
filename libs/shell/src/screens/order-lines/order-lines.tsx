import { formatMoney } from '@gopharm/i18n';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useStores } from '../../index';
import styles from './order-lines.module.css';

/** One line of an order or of the cart about to be ordered. */
export interface OrderLine {
  drug: number;
  name: string;
  qty: number;
  price: number;
}

/**
 * What an order holds, a row per medicine with "qty × price": the checkout's summary (the cart being ordered) and
 * an order's page (what was ordered) show it alike.
 */
export function OrderLines({
  lines,
  labelledBy,
  className,
}: {
  lines: readonly OrderLine[];
  labelledBy?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useStores();
  return (
    <ul className={`${styles.lines} ${className ?? ''}`} aria-labelledby={labelledBy}>
      {lines.map((line) => (
        <li key={line.drug} className={styles.line}>
          {/* The space keeps the name and the amount apart when read out as one line. */}
          <span>{line.name}</span>{' '}
          <span className={styles.sum}>
            {t('orders.quantityPrice', { qty: line.qty, price: formatMoney(line.price, locale.code) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
