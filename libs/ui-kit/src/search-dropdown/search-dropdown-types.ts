// The shapes the field (./search-dropdown.tsx) and its lazily loaded popup both use: here, so the popup need not
// import the module that loads it.
import type { ProductCardData, ProductCardLabels } from '../product-card/product-card-types';

export interface SearchResultItem {
  product: ProductCardData;
  quantity: number;
  /** Preformatted "В корзине: 2". */
  inCartLabel?: string;
}

export interface SearchDropdownLabels extends ProductCardLabels {
  input: string;
  placeholder: string;
  submit: string;
  results: string;
  /** How to use it, read with the field: "↑↓ — выбор, Enter — открыть, + и − — количество". */
  keyboardHint: string;
  loading: string;
  error: string;
  empty: string;
  viewAll: string;
  popular: string;
  categories: string;
}
