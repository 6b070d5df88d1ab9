import { Chips, type ChipItem } from '../chips/chips';
import { Link } from '../link/link';
import { SearchResultRow } from '../search-result-row/search-result-row';
import type { SearchDropdownLabels, SearchResultItem } from './search-dropdown-types';
import styles from './search-dropdown.module.css';

export interface SearchDropdownPopupProps {
  gridId: string;
  optionId: (index: number) => string;
  /** The results shown (at most 10). */
  shown: SearchResultItem[];
  /** The result chosen with the arrow keys (-1: none). */
  active: number;
  status: 'idle' | 'loading' | 'error' | 'ready';
  showViewAll: boolean;
  viewAllHref: string;
  popularQueries?: ChipItem[];
  categoryLinks?: { label: string; href: string }[];
  labels: SearchDropdownLabels;
  onQuantityChange: (product: SearchResultItem['product'], quantity: number) => void;
  onChoose: (item: SearchResultItem) => void;
}

/** The open search's popup: the result grid, its status, "Посмотреть все", popular queries and categories. */
export function SearchDropdownPopup({
  gridId,
  optionId,
  shown,
  active,
  status,
  showViewAll,
  viewAllHref,
  popularQueries,
  categoryLinks,
  labels,
  onQuantityChange,
  onChoose,
}: SearchDropdownPopupProps) {
  return (
    <div className={styles.popup}>
      <div id={gridId} role="grid" aria-label={labels.results} className={styles.grid}>
        {shown.map((item, index) => (
          <SearchResultRow
            key={item.product.id}
            product={item.product}
            quantity={item.quantity}
            inCartLabel={item.inCartLabel}
            labels={labels}
            onQuantityChange={(quantity) => onQuantityChange(item.product, quantity)}
            option={{ id: optionId(index), active: index === active, onSelect: () => onChoose(item) }}
          />
        ))}
      </div>
      <div aria-live="polite">
        {status === 'loading' && <p className={styles.message}>{labels.loading}</p>}
        {status === 'error' && <p className={styles.message}>{labels.error}</p>}
        {status === 'ready' && shown.length === 0 && <p className={styles.message}>{labels.empty}</p>}
      </div>
      {showViewAll && (
        <Link href={viewAllHref} className={styles.viewAll}>
          {labels.viewAll}
        </Link>
      )}
      {popularQueries && popularQueries.length > 0 && (
        <div className={styles.section}>
          <p className={styles.sectionTitle}>{labels.popular}</p>
          <Chips items={popularQueries} label={labels.popular} />
        </div>
      )}
      {categoryLinks && categoryLinks.length > 0 && (
        <nav className={styles.section} aria-label={labels.categories}>
          <p className={styles.sectionTitle}>{labels.categories}</p>
          <ul className={styles.links}>
            {categoryLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
