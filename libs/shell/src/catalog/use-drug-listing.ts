import type { DrugFilters, DrugsPageDto, DrugsQuery, DrugSort } from '@gopharm/api-client';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteData } from '../loading/use-route-data';
import { useStores } from '../stores-context';

export const LISTING_PAGE_SIZE = 24;
const SORTS: DrugSort[] = ['popular', 'price_asc', 'price_desc', 'name'];

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const amount = (value: string | null) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The grid's filters as the URL keeps them (so Back returns to the same page, sort and facets). */
export function filtersFromParams(params: URLSearchParams): DrugFilters {
  const sort = params.get('sort') as DrugSort | null;
  const page = Number(params.get('page'));
  const recept = params.get('recept');
  const country = (params.get('country') ?? '').split(',').filter((code) => /^[A-Z]{2}$/.test(code));
  return {
    sort: sort && SORTS.includes(sort) ? sort : 'popular',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    manufacturer: ids(params.get('manufacturer')),
    substance: ids(params.get('substance')),
    country,
    recept: recept === '1' ? 1 : recept === '0' ? 0 : undefined,
    price_min: amount(params.get('price_min')),
    price_max: amount(params.get('price_max')),
    in_stock: params.get('in_stock') === '1',
  };
}

export type ListingScope = { category?: string; search?: string };

/**
 * The call a listing makes and its data key: one definition for the screen and the server render. The key
 * carries the language and region the answer is in, so switching either loads the listing again (product
 * names, countries and facets in the new language).
 */
export function listingRequest(
  scope: ListingScope,
  params: URLSearchParams,
  where: { locale: string; regionId: number },
) {
  const filters = filtersFromParams(params);
  const query: DrugsQuery = {
    ...filters,
    category: scope.category,
    search: scope.search,
    per_page: LISTING_PAGE_SIZE,
    facets: true,
  };
  return { filters, query, key: JSON.stringify([scope, filters, where.locale, where.regionId]) };
}

/**
 * A product grid with sort, facets and pages kept in the URL: a category (`category`), a search (`search`) or
 * both. Read inside an observer.
 */
export function useDrugListing(scope: ListingScope) {
  const { api, preloaded, locale, region } = useStores();
  const [params, setParams] = useSearchParams();
  const { filters, query, key } = listingRequest(scope, params, {
    locale: locale.code,
    regionId: region.effectiveId,
  });
  // A server render's answer for this very listing is the first page shown (no second fetch).
  const [page, setPage] = useState<DrugsPageDto | null>(() => (preloaded.get(key) as DrugsPageDto) ?? null);
  const { state, reload } = useRouteData(async () => {
    const answer = await api.getDrugs(query);
    if (answer !== false) setPage(answer);
    return answer;
  }, key);

  /** Changes filters (and goes back to page 1 unless the page itself changes). */
  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  const toggleInList = (name: string, value: string | number) => {
    const current = (params.get(name) ?? '').split(',').filter(Boolean);
    const text = String(value);
    const next = current.includes(text) ? current.filter((item) => item !== text) : [...current, text];
    setFilter(name, next.join(','));
  };
  const count = page?.count ?? 0;
  return {
    state,
    reload,
    filters,
    drugs: page?.results ?? [],
    count,
    facets: page?.facets,
    corrected: page?.corrected ?? null,
    pageCount: Math.max(1, Math.ceil(count / LISTING_PAGE_SIZE)),
    setFilter,
    toggleInList,
    resetFilters: () => {
      const next = new URLSearchParams();
      const q = params.get('q');
      if (q) next.set('q', q);
      setParams(next);
    },
  };
}
