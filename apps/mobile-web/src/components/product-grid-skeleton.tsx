import { LoadingRegion, ProductCardSkeleton } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from './product-grid.module.css';

// Apart from the grid, so the page skeleton every screen may show does not bring the product card's code along.
/** The grid's loading state: cards of the final size so nothing shifts. */
export function ProductGridSkeleton({
  count = 4,
  layout = 'grid',
}: {
  count?: number;
  layout?: 'grid' | 'row';
}) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')}>
      <ul className={layout === 'row' ? styles.row : styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.item}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
