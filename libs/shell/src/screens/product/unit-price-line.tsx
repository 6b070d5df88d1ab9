import type { UnitPriceDto } from '@gopharm/api-client';
import { useUnitPriceTexts } from './unit-price';
import styles from './product-notes.module.css';

/** Under the product page's price: what one tablet, millilitre or dose of the pack costs. */
export function UnitPriceLine({ unitPrice }: { unitPrice: UnitPriceDto | null | undefined }) {
  const { unitPriceText } = useUnitPriceTexts();
  const text = unitPriceText(unitPrice);
  return text ? <p className={styles.unitPrice}>{text}</p> : null;
}
