import type { DrugDto } from '@gopharm/api-client';
import { searchOf } from '@gopharm/domain';
import { canSearch, localizePath, splitLocale } from '@gopharm/util';
import type { ChipItem, SearchDropdownLabels, SearchDropdownProps } from '@gopharm/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { toCardData, useProductCardLabels } from '../catalog/card-data';
import { useStores } from '../stores-context';

/** The five fixed category links under the results (spec, section 2). */
export const SEARCH_CATEGORY_LINKS = [
  { key: 'search.medicines', slug: 'lekarstvennye-sredstva' },
  { key: 'search.vitamins', slug: 'vitaminy-i-bad' },
  { key: 'search.phyto', slug: 'fitopreparaty' },
  { key: 'search.motherBaby', slug: 'mama-i-malysh' },
  { key: 'search.devices', slug: 'meditsinskie-izdeliya' },
] as const;

/** The five fixed medicine names of the suggestion chips. */
export const SEARCH_CHIP_KEYS = [
  'search.chip1',
  'search.chip2',
  'search.chip3',
  'search.chip4',
  'search.chip5',
];

/** The suggestion chips: each a link to /search?q={name}. */
export function useSearchChips(): ChipItem[] {
  const { t } = useTranslation();
  return SEARCH_CHIP_KEYS.map((key) => {
    const name = t(key);
    return { id: key, label: name, href: `/search?q=${encodeURIComponent(name)}` };
  });
}

export function searchHref(text: string): string {
  return `/search?q=${encodeURIComponent(text.trim())}`;
}

/** The query of the results page the shopper is on (its address's q), or null off the search page. */
function useResultsPageQuery(): string | null {
  const { pathname, search } = useLocation();
  if (splitLocale(pathname).path !== '/search') return null;
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

/**
 * The header search box (spec, "Search box (desktop)"): the props of ui-kit's SearchDropdown over the search
 * store. Read inside an observer. Enter goes to /search?q=, a result opens its product page.
 */
export function useSearchBox(): Omit<SearchDropdownProps, 'defaultOpen'> {
  const stores = useStores();
  const { newOrder, locale } = stores;
  const search = searchOf(stores);
  const { t } = useTranslation();
  const cardLabels = useProductCardLabels();
  const chips = useSearchChips();
  useEffect(() => () => search.clear(), [search]);
  // On a results page the box holds its query, to be edited: however the page was reached (a link, a language
  // switch, a search sent before the app ran). Until the store has taken it (after the render, and in the server's
  // render) the address's query is shown, so the server's HTML and hydration show it too.
  const pageQuery = useResultsPageQuery();
  useEffect(() => {
    if (pageQuery !== null && search.shownFromAddress !== pageQuery) search.showQuery(pageQuery);
  }, [search, pageQuery]);
  const value = pageQuery !== null && search.shownFromAddress !== pageQuery ? pageQuery : search.query;
  const byId = new Map<number, DrugDto>(search.dropdown.map((drug) => [drug.id, drug]));
  const labels: SearchDropdownLabels = {
    ...cardLabels,
    input: t('search.placeholder'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    results: t('search.title'),
    keyboardHint: t('search.keyboardHint'),
    loading: t('common.loading'),
    error: t('common.error'),
    empty: t('search.noResults', { query: search.query }),
    viewAll: t('search.showAll'),
    popular: t('search.popularQueries'),
    categories: t('search.categoriesTitle'),
  };
  return {
    value,
    onValueChange: (text) => search.setQuery(text),
    onOpen: () => search.openBox(),
    onSubmit: (text) => {
      if (!canSearch(text)) return;
      stores.navigate(searchHref(text));
    },
    onSelect: (product) => {
      const drug = byId.get(product.id);
      if (drug) stores.navigate(`/product/${drug.slug}`);
    },
    onQuantityChange: (product, qty) => {
      const drug = byId.get(product.id);
      if (drug) newOrder.setQuantity(drug, qty);
    },
    status: !canSearch(search.query) ? 'idle' : search.loading ? 'loading' : 'ready',
    results: search.dropdown.map((drug) => ({
      product: toCardData(drug, locale.code),
      quantity: newOrder.quantityOf(drug.id),
    })),
    total: search.total,
    viewAllHref: searchHref(search.query),
    action: localizePath('/search', locale.code),
    popularQueries: chips,
    categoryLinks: SEARCH_CATEGORY_LINKS.map(({ key, slug }) => ({
      label: t(key),
      href: `/catalog/${slug}`,
    })),
    labels,
  };
}
