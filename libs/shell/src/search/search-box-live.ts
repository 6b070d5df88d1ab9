import type { DrugDto } from '@gopharm/api-client';
import { searchOf, type RootStore } from '@gopharm/domain';
import type { SearchDropdownProps } from '@gopharm/ui-kit';
import { canSearch } from '@gopharm/util';
import type { TFunction } from 'i18next';
import { cardLabels } from '../catalog/card-labels';
import { toCardData } from '../catalog/card-data';
import { searchHref } from './search-href';
import { SEARCH_CATEGORY_LINKS, searchChips } from './search-suggestions';

/** What the box's live part gives the field: its text, and its results with what choosing or adding one does. */
export type LiveSearchBox = Pick<SearchDropdownProps, 'value' | 'onValueChange' | 'onOpen' | 'content'>;

/**
 * The results page's query shown in the box, to be edited: however the page was reached (a link, a language switch,
 * a search sent before the app ran).
 */
export function showPageQuery(stores: RootStore, pageQuery: string | null): void {
  const search = searchOf(stores);
  if (pageQuery !== null && search.shownFromAddress !== pageQuery) search.showQuery(pageQuery);
}

/**
 * The live part takes over from the box that ran without it: the page's query, then the text typed meanwhile
 * (searched as typing does), or, the box having been opened on a page's query, that query's results.
 */
export function takeOver(
  stores: RootStore,
  pageQuery: string | null,
  typed: string | null,
  opened: boolean,
): void {
  showPageQuery(stores, pageQuery);
  const search = searchOf(stores);
  if (typed !== null) search.setQuery(typed);
  else if (opened) search.openBox();
}

/** Leaving: the box's text and results go. */
export const clear = (stores: RootStore) => searchOf(stores).clear();

/** The box over the search store, in the translator's language. Read inside an observer. */
export function liveSearchBox(stores: RootStore, pageQuery: string | null, t: TFunction): LiveSearchBox {
  const { newOrder, locale } = stores;
  const search = searchOf(stores);
  // Until the store has taken the results page's query (after the render, and in the server's render) the
  // address's query is shown, so the server's HTML and hydration show it too.
  const value = pageQuery !== null && search.shownFromAddress !== pageQuery ? pageQuery : search.query;
  const byId = new Map<number, DrugDto>(search.dropdown.map((drug) => [drug.id, drug]));
  return {
    value,
    onValueChange: (text) => search.setQuery(text),
    onOpen: () => search.openBox(),
    content: {
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
      popularQueries: searchChips(t),
      categoryLinks: SEARCH_CATEGORY_LINKS.map(({ key, slug }) => ({
        label: t(key),
        href: `/catalog/${slug}`,
      })),
      labels: {
        ...cardLabels(t),
        empty: t('search.noResults', { query: value }),
        viewAll: t('search.showAll'),
        popular: t('search.popularQueries'),
        categories: t('search.categoriesTitle'),
      },
    },
  };
}
