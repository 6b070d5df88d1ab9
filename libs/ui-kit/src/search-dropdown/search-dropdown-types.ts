// The shapes the field (./search-dropdown.tsx) and its lazily loaded popup both use: here, so the popup need not
// import the module that loads it.
import type { ChipItem } from '../chips/chips';
import type { ProductCardData, ProductCardLabels } from '../product-card/product-card-types';

export interface SearchResultItem {
  product: ProductCardData;
  quantity: number;
  /** Preformatted "В корзине: 2". */
  inCartLabel?: string;
}

/** What the field reads, closed or open, its results' part not here yet too. */
export interface SearchFieldLabels {
  input: string;
  placeholder: string;
  submit: string;
  results: string;
  /** How to use it, read with the field: "↑↓ — выбор, Enter — открыть, + и − — количество". */
  keyboardHint: string;
  loading: string;
  error: string;
}

/** What the open box's results read: the cards' labels and the box's own. */
export interface SearchResultsLabels extends ProductCardLabels {
  empty: string;
  viewAll: string;
  popular: string;
  categories: string;
}

export type SearchDropdownLabels = SearchFieldLabels & SearchResultsLabels;

/** The open box's results and what choosing or adding one does, as the app's live part gives them. */
export interface SearchResultsContent {
  /** A result chosen by click or Enter: the app opens the product page. */
  onSelect: (product: ProductCardData) => void;
  onQuantityChange: (product: ProductCardData, quantity: number) => void;
  status: 'idle' | 'loading' | 'error' | 'ready';
  results: SearchResultItem[];
  /** All matches; above 10 the "Посмотреть все" link shows. */
  total?: number;
  viewAllHref: string;
  popularQueries?: ChipItem[];
  categoryLinks?: { label: string; href: string }[];
  labels: SearchResultsLabels;
}
