import type { DrugDto } from '@gopharm/api-client';
import { DrugCard, useFirstScreenful } from '@gopharm/shell';
import type { ProductRowComponent } from '@gopharm/shell/screens/product';
import { LoadingRegion, ProductCardSkeleton } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from './product-grid.module.css';

/** Cards a 1280 × 800 screen shows at first: two rows of the grid, a row's width (the rest renders after). */
const FIRST_SCREENFUL = { grid: 8, row: 6 };

/** Product cards in a grid (or a row); skeletons of the same size while loading. */
export function ProductGrid({
  drugs,
  loading,
  label,
  skeletons = 8,
  row,
  fullRows,
  perUnit,
}: {
  drugs: DrugDto[];
  loading?: boolean;
  label: string;
  skeletons?: number;
  row?: boolean;
  /** Columns that divide 12 (6, 4 or 3 by the window's width): twelve cards then fill every row. */
  fullRows?: boolean;
  /** Each card's price per unit and how much cheaper (the product page's comparing rows). */
  perUnit?: (drug: DrugDto) => { unitPrice: string; note: string };
}) {
  const first = FIRST_SCREENFUL[row ? 'row' : 'grid'];
  // A row's cards past the first screenful come a row's width a frame (they are laid out, unlike a grid's: .item).
  const shown = useFirstScreenful(drugs, first, row ? first : undefined);
  const className = row ? styles.row : [styles.grid, fullRows && styles.fullRows].filter(Boolean).join(' ');
  if (loading) return <ProductGridSkeleton count={skeletons} className={className} />;
  return (
    <ul className={className} aria-label={label}>
      {shown.map((drug, index) => (
        <li key={drug.id} className={styles.item}>
          <DrugCard drug={drug} eager={index < 4} perUnit={perUnit} />
        </li>
      ))}
    </ul>
  );
}

/** The cards in one row (analogues, recently seen). */
export const ProductRow: ProductRowComponent = (props) => <ProductGrid {...props} row />;

/** The grid's loading state: skeleton cards of the final size, so nothing shifts when the cards come. */
export function ProductGridSkeleton({
  count,
  className = styles.grid,
}: {
  count: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')}>
      <div className={className}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </LoadingRegion>
  );
}
