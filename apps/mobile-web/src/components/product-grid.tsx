import type { DrugDto } from '@gopharm/api-client';
import { useFirstScreenful, useStores } from '@gopharm/shell';
import { ProductCard } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { cardLabels, toCardData } from './drug-card';
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

/** Cards a 390 × 844 phone shows at first: three rows of the grid, a row's width (the rest renders after). */
const FIRST_SCREENFUL = { grid: 6, row: 3 };

/** Product cards wired to the cart and favourites. */
export const ProductGrid = observer(function ProductGrid({
  drugs,
  label,
  layout = 'grid',
  eager = 2,
}: ProductGridProps) {
  const { t } = useTranslation();
  const { newOrder, favorites, locale } = useStores();
  const shown = useFirstScreenful(drugs, FIRST_SCREENFUL[layout]);
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {shown.map((drug, index) => {
        const favourite = favorites.has(drug.id);
        return (
          <li key={drug.id} className={styles.item}>
            <ProductCard
              product={toCardData(drug, locale.code)}
              quantity={newOrder.quantityOf(drug.id)}
              onQuantityChange={(qty) => newOrder.setQuantity(drug, qty)}
              favourite={favourite}
              onFavouriteToggle={() => favorites.toggle(drug)}
              labels={cardLabels(t, favourite)}
              imageLoading={index < eager ? 'eager' : 'lazy'}
            />
          </li>
        );
      })}
    </ul>
  );
});

export { ProductGridSkeleton } from './product-grid-skeleton';
