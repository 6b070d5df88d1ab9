import type { DrugDto } from '@gopharm/api-client';
import { DrugCard } from '@gopharm/shell';
import { LoadingRegion, ProductCardSkeleton } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  drugs: DrugDto[];
  /** Accessible name of the list. */
  label: string;
  /** One horizontal row (home collections) instead of a two-column grid. */
  layout?: 'grid' | 'row';
  /** How many cards are above the fold and load their picture at once. */
  eager?: number;
}

/** Product cards (shell's DrugCard, wired to the cart and favourites) in two columns or one swipeable row. */
export function ProductGrid({ drugs, label, layout = 'grid', eager = 2 }: ProductGridProps) {
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {drugs.map((drug, index) => (
        <li key={drug.id} className={styles.item}>
          <DrugCard drug={drug} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}

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
