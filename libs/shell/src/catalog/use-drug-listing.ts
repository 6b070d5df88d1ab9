import type { DrugFilters, DrugsPageDto, DrugsRequest, DrugSort } from '@gopharm/api-client';
import type { RootStore } from '@gopharm/domain';
import { useState } from 'react';
import { splitLocale } from '@gopharm/util';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { KeyedLoad } from '../loading/keyed-load';
import { useData } from '../loading/use-data';
import { useStores } from '../stores-context';

/** 24 cards fill whole rows of 2 (phone), 3 and 4 (desktop) columns. */
export const LISTING_PAGE_SIZE = 24;
export const LISTING_SORTS: readonly DrugSort[] = ['popular', 'price_asc', 'price_desc', 'name'];

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
/** A price bound as typed: 0 is a bound too ("from 0"); anything else not a number is no bound. */
export const priceBound = (value: string | null | undefined) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The grid's filters as the URL keeps them (so Back returns to the same page, sort and facets). */
export function filtersFromParams(params: URLSearchParams): DrugFilters {
  const sort = params.get('sort') as DrugSort | null;
  const page = Number(params.get('page'));
  const recept = params.get('recept');
  // A range typed backwards ("from 5 000 to 1 000") is read as meant: the API refuses it, the shelf showed an error.
  let min = priceBound(params.get('price_min'));
  let max = priceBound(params.get('price_max'));
  if ((min ?? 0) > (max ?? Infinity)) [min, max] = [max, min];
  const country = (params.get('country') ?? '').split(',').filter((code) => /^[A-Z]{2}$/.test(code));
  // Within what the API accepts (codes; brands up to 500 characters in all), so an odd address is no failure.
  const form = (params.get('form') ?? '').split(',').filter((code) => /^[a-z-]{1,30}$/.test(code));
  const brand = (params.get('brand') ?? '')
    .split(',')
    .filter((name) => name.trim() && name.length <= 60)
    .slice(0, 8);
  return {
    sort: sort && LISTING_SORTS.includes(sort) ? sort : 'popular',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    manufacturer: ids(params.get('manufacturer')),
    substance: ids(params.get('substance')),
    country,
    form: form.slice(0, 50),
    brand,
    recept: recept === '1' ? 1 : recept === '0' ? 0 : undefined,
    price_min: min,
    price_max: max,
    in_stock: params.get('in_stock') === '1',
  };
}

/** The URL's parameters for these filters, keeping others (such as q): page 1, defaults and empties left out. */
export function paramsOfFilters(filters: DrugFilters, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (name: string, value: string | number | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  };
  set('sort', filters.sort === 'popular' ? undefined : filters.sort);
  set('page', filters.page && filters.page > 1 ? filters.page : undefined);
  set('manufacturer', filters.manufacturer?.join(','));
  set('substance', filters.substance?.join(','));
  set('country', filters.country?.join(','));
  set('form', filters.form?.join(','));
  set('brand', filters.brand?.join(','));
  set('recept', filters.recept);
  set('price_min', filters.price_min);
  set('price_max', filters.price_max);
  set('in_stock', filters.in_stock ? 1 : undefined);
  return next;
}

/** The URL's parameters that do not narrow a list: with only these, an empty list is an empty shelf. */
const UNFILTERED = ['q', 'sort', 'page'];

/** What a listing lists besides the URL's filters: a category (slug or id), a search text, or both. */
export type ListingScope = { category?: string | number; search?: string };

/**
 * The call a listing makes and its data key: one definition for the screen and the server render. The key
 * holds the language and region, whose answers differ (names, prices, stock).
 */
export function listingRequest(
  scope: ListingScope,
  params: URLSearchParams,
  where: { locale: string; regionId: number },
) {
  const filters = filtersFromParams(params);
  const query: DrugsRequest = {
    ...filters,
    category: scope.category,
    search: scope.search,
    per_page: LISTING_PAGE_SIZE,
    facets: true,
  };
  return { filters, query, key: JSON.stringify([scope, filters, where.locale, where.regionId]) };
}

/** Where a listing's answers differ: names in the language, prices and stock in the region. */
const whereOf = ({ locale, region }: RootStore) => ({ locale: locale.code, regionId: region.effectiveId });

/**
 * A listing's page as the URL's filters say: its key and load, for the server render (catalogue and search
 * routes keep its first page) and the screen's grid alike.
 */
export const listingData = (scope: ListingScope) =>
  ({
    key: ({ stores, search }) => listingRequest(scope, search, whereOf(stores)).key,
    load: ({ stores, search }) => stores.api.getDrugs(listingRequest(scope, search, whereOf(stores)).query),
  }) satisfies KeyedLoad;

/**
 * A product grid with sort, facets and pages kept in the URL: a category (`category`), a search (`search`) or
 * both. Read inside an observer.
 */
export function useDrugListing(scope: ListingScope) {
  const stores = useStores();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { filters } = listingRequest(scope, params, whereOf(stores));
  const listing = useData(listingData(scope));
  // While other filters load, the grid keeps the page it shows (it does not empty and jump).
  const [page, setPage] = useState<DrugsPageDto | null>(listing.data);
  if (listing.data && listing.data !== page) setPage(listing.data);
  const { state, reload } = listing;

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
  const filtered = [...params.keys()].some((name) => !UNFILTERED.includes(name));
  /** The address of these filters, written without the language prefix as every link is. */
  const hrefOf = (next: DrugFilters) => {
    const query = paramsOfFilters(next, params).toString();
    return query ? `${splitLocale(pathname).path}?${query}` : splitLocale(pathname).path;
  };
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
    /** Applies several filters at once (a phone's filter sheet), from page 1. */
    applyFilters: (next: DrugFilters) => setParams(paramsOfFilters({ ...next, page: 1 }, params)),
    /**
     * The address of a page of the results, keeping sort and filters, written without the language prefix as
     * every link is: the pager's links, which the server answers without the app's scripts too.
     */
    pageHref: (page: number) => hrefOf({ ...filters, page }),
    /**
     * The address of the list with one dosage form, type or brand chosen (null: any), from page 1: the facets'
     * links, which a crawler and a shopper without the app's scripts follow too.
     */
    facetHref: (name: 'form' | 'brand', value: string | null) =>
      hrefOf({ ...filters, page: 1, [name]: value === null ? [] : [value] }),
    /** Whether the shopper narrowed the list (a filter in the URL; the search text, sort and page are not one). */
    filtered,
    /**
     * Nothing found, and no filter to take back: a count of 0, a sort and filters would offer nothing, so the
     * list shows its empty state alone.
     */
    nothingToNarrow: state === 'loaded' && count === 0 && !filtered,
    /** The address of the whole list (the search text kept), written without the language prefix. */
    resetHref: hrefOf({}),
    resetFilters: () => setParams(paramsOfFilters({}, params)),
  };
}
