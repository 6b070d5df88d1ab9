import type { DrugDto } from '@gopharm/api-client';
import { DrugCard, useFirstScreenful } from '@gopharm/shell';
import type { ProductRowComponent } from '@gopharm/shell/screens/product';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  drugs: DrugDto[];
  /** Accessible name of the list. */
  label: string;
  /** One horizontal row (home collections) instead of a two-column grid. */
  layout?: 'grid' | 'row';
  /** How many cards are above the fold and load their picture at once. */
  eager?: number;
  /** Each card's price per unit and how much cheaper (the product page's comparing rows). */
  perUnit?: (drug: DrugDto) => { unitPrice: string; note: string };
}

/** Cards a 390 × 844 phone shows at first: three rows of the grid, a row's width (the rest renders after). */
const FIRST_SCREENFUL = { grid: 6, row: 3 };

/** Product cards (shell's DrugCard, wired to the cart and favourites) in two columns or one swipeable row. */
export function ProductGrid({ drugs, label, layout = 'grid', eager = 2, perUnit }: ProductGridProps) {
  const first = FIRST_SCREENFUL[layout];
  // A row's cards past the first screenful come a row's width a frame (they are laid out, unlike a grid's: .item).
  const shown = useFirstScreenful(drugs, first, layout === 'row' ? first : undefined);
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {shown.map((drug, index) => (
        <li key={drug.id} className={styles.item}>
          <DrugCard drug={drug} eager={index < eager} perUnit={perUnit} />
        </li>
      ))}
    </ul>
  );
}

/** The cards in one swipeable row (analogues, recently seen, collections); none above the fold. */
export const ProductRow: ProductRowComponent = (props) => <ProductGrid {...props} layout="row" eager={0} />;

export { ProductGridSkeleton } from './product-grid-skeleton';
