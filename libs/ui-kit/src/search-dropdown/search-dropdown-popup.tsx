import { SEARCH_MAX_RESULTS } from '@gopharm/util';
import {
  useEffect,
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import { Chips, type ChipItem } from '../chips/chips';
import { Link } from '../link/link';
import { SearchResultRow } from '../search-result-row/search-result-row';
import { BREAKPOINTS } from '../tokens/breakpoints';
import type {
  SearchDropdownLabels,
  SearchFieldLabels,
  SearchResultItem,
  SearchResultsContent,
} from './search-dropdown-types';
import styles from './search-dropdown.module.css';

// The box's behaviour once the shopper has focused it (./search-dropdown.tsx loads this module then): its keys, its
// closing on a click outside or a scroll, and its popup. The field itself, on every page, only shows and sends.

/** The box's state, which the field keeps (its combobox attributes read it). */
export interface SearchBoxState {
  /** Open with a text long enough to search. */
  expanded: boolean;
  setOpen: (open: boolean) => void;
  /** The results shown (at most 10). */
  shown: SearchResultItem[];
  /** The result chosen with the arrow keys (-1: none). */
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  content?: SearchResultsContent;
}

/** A result chosen (click or Enter): the box closes and the app opens its product. */
function choose(box: SearchBoxState, item: SearchResultItem) {
  box.setOpen(false);
  box.content?.onSelect(item.product);
}

/**
 * The box's keys: ↑/↓ choose a result (and open the box), Enter opens the chosen one (with none chosen, the form
 * is sent, the browser's own), Escape closes, + and − change the chosen result's quantity.
 */
export function onSearchBoxKey(event: KeyboardEvent<HTMLInputElement>, box: SearchBoxState): void {
  const { shown, expanded } = box;
  const count = shown.length;
  const activeItem = expanded ? shown[box.active] : undefined;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (!expanded) box.setOpen(true);
    if (count === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    box.setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
  } else if (event.key === 'Enter' && activeItem) {
    event.preventDefault();
    choose(box, activeItem);
  } else if (event.key === 'Escape') {
    if (expanded) event.preventDefault();
    box.setOpen(false);
    box.setActive(-1);
  } else if ((event.key === '+' || event.key === '-') && activeItem?.product.available) {
    event.preventDefault();
    const next = activeItem.quantity + (event.key === '+' ? 1 : -1);
    const max = activeItem.product.maxCount;
    if (next >= 0 && (max === undefined || next <= max))
      box.content?.onQuantityChange(activeItem.product, next);
  }
}

/**
 * The open box: its popup, or (its results' part not here yet, or unable to come) `waiting`, which the field
 * also shows while this module loads. It closes on a click outside the box, and on a scroll on wide screens (spec,
 * section 2).
 */
export function SearchBoxOpen({
  box,
  rootRef,
  gridId,
  optionId,
  labels,
  waiting,
}: {
  box: SearchBoxState;
  rootRef: RefObject<HTMLDivElement | null>;
  gridId: string;
  optionId: (index: number) => string;
  labels: SearchFieldLabels;
  waiting: ReactNode;
}) {
  const { setOpen, content } = box;
  useEffect(() => {
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onScroll = () => {
      if (window.innerWidth >= BREAKPOINTS.wide) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [rootRef, setOpen]);
  if (!content) return waiting;
  return (
    <SearchDropdownPopup
      gridId={gridId}
      optionId={optionId}
      shown={box.shown}
      active={box.active}
      showViewAll={content.total !== undefined && content.total > SEARCH_MAX_RESULTS}
      status={content.status}
      viewAllHref={content.viewAllHref}
      popularQueries={content.popularQueries}
      categoryLinks={content.categoryLinks}
      labels={{ ...labels, ...content.labels }}
      onQuantityChange={content.onQuantityChange}
      onChoose={(item) => choose(box, item)}
    />
  );
}

interface SearchDropdownPopupProps {
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
function SearchDropdownPopup({
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
