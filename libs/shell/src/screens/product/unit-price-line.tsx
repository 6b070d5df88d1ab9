import type { UnitPriceDto } from '@gopharm/api-client';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useUnitPriceTexts } from '../../index';
import styles from './product-notes.module.css';

/** Under the product page's price: what one tablet, millilitre or dose of the pack costs. */
export function UnitPriceLine({ unitPrice }: { unitPrice: UnitPriceDto | null | undefined }) {
  const { unitPriceText } = useUnitPriceTexts();
  const text = unitPriceText(unitPrice);
  return text ? <p className={styles.unitPrice}>{text}</p> : null;
}
