import type { DrugFilters, DrugSort } from '@gopharm/api-client';

export const PER_PAGE = 20;
const SORTS: readonly DrugSort[] = ['popular', 'price_asc', 'price_desc', 'name'];

const ids = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
};

/** The grid's sort, filters and page, read from the URL so Back returns to the same place; bad values are dropped. */
export function readListingQuery(params: URLSearchParams): DrugFilters {
  const sort = params.get('sort') as DrugSort | null;
  const recept = params.get('recept');
  return {
    sort: sort && SORTS.includes(sort) ? sort : undefined,
    page: positive(params.get('page')) ?? 1,
    per_page: PER_PAGE,
    manufacturer: ids(params.get('manufacturer')),
    substance: ids(params.get('substance')),
    country: (params.get('country') ?? '').split(',').filter((code) => /^[A-Z]{2}$/.test(code)),
    recept: recept === '1' ? 1 : recept === '0' ? 0 : undefined,
    price_min: positive(params.get('price_min')),
    price_max: positive(params.get('price_max')),
    in_stock: params.get('in_stock') === '1',
  };
}

/** The URL's parameters for these filters (page 1 and empty values left out). */
export function writeListingQuery(filters: DrugFilters, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (name: string, value: string | number | undefined | false) => {
    if (value === undefined || value === false || value === '') next.delete(name);
    else next.set(name, String(value));
  };
  set('sort', filters.sort);
  set('page', filters.page && filters.page > 1 ? filters.page : undefined);
  set('manufacturer', filters.manufacturer?.join(','));
  set('substance', filters.substance?.join(','));
  set('country', filters.country?.join(','));
  set('recept', filters.recept);
  set('price_min', filters.price_min);
  set('price_max', filters.price_max);
  set('in_stock', filters.in_stock ? 1 : undefined);
  return next;
}

export { SORTS };

/** The data key of a listing: its scope, the URL's filters, the language and the region (screen and server). */
export function listingKeyOf(
  scope: { category?: string | number; search?: string },
  params: URLSearchParams,
  locale: string,
  regionId: number,
): string {
  return JSON.stringify([scope, readListingQuery(params), locale, regionId]);
}
