import { LISTING_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH, type DrugSort, type DrugsWireQuery } from '@gopharm/util';
import type { HttpClient } from '../http/http-types';
import type { DrugDetailDto, DrugsPageDto, InstructionSectionDto, LatLng } from '../shared/dtos';
import { mapData, type Result } from '../http/result';

export type { DrugSort };

/** Catalogue filters of GET v1/drugs (apps/api/README.md). Lists are sent comma-separated. */
export interface DrugFilters {
  category?: string | number;
  manufacturer?: number[];
  substance?: number[];
  country?: string[];
  /** Dosage forms of medicines, or types of goods (their codes). */
  form?: string[];
  brand?: string[];
  recept?: 0 | 1;
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
  sort?: DrugSort;
  page?: number;
  per_page?: number;
  facets?: boolean;
}

/** Which drugs: the home list, some ids, a search, or just the filters. */
export type DrugsRequest = DrugFilters & { is_home?: boolean; ids?: number[]; search?: string };

/**
 * The query as the API reads it, kept within its limits (a query past them is refused with 400, which a page
 * would show as a failure): a longer search looks for its first 100 characters, a page past 10,000 is 10,000.
 * Lists (ids, makers, forms, brands…) go comma-separated, an empty one not at all; the rest as they are.
 */
export function toDrugsQuery({
  is_home,
  search,
  category,
  in_stock,
  page,
  facets,
  ...rest
}: DrugsRequest): DrugsWireQuery {
  const wire: Record<string, unknown> = {
    is_home: is_home ? 1 : undefined,
    search: search === undefined ? undefined : [...search].slice(0, SEARCH_QUERY_MAX_LENGTH).join(''),
    category: category === undefined ? undefined : String(category),
    in_stock: in_stock ? 1 : undefined,
    page: page === undefined ? undefined : Math.min(page, LISTING_MAX_PAGE),
    facets: facets ? 1 : undefined,
  };
  for (const [name, value] of Object.entries(rest)) {
    wire[name] = Array.isArray(value) ? value.join(',') || undefined : value;
  }
  return wire as DrugsWireQuery;
}

export function createDrugsApi(http: HttpClient) {
  return {
    /** GET v1/drugs: a page of drugs with its count (and facets, corrected query when asked). */
    async getDrugs(query: DrugsRequest = {}): Promise<Result<DrugsPageDto>> {
      const answer = await http.get<DrugsPageDto>('v1/drugs', toDrugsQuery(query));
      return mapData(answer, (page) => ({
        ...page,
        results: Array.isArray(page.results) ? page.results : [],
      }));
    },
    /** GET v1/drug/{slug-or-id}: one published drug; null when not found (404 "Product not found"). */
    getDrug(slugOrId: string | number, location?: LatLng): Promise<Result<DrugDetailDto | null>> {
      return http.getOne<DrugDetailDto>(`v1/drug/${encodeURIComponent(String(slugOrId))}`, {
        is_publish: true,
        location: location ? `${location.lat},${location.lng}` : undefined,
      });
    },
    /** GET v1/drug-instruction/{id}: the instruction's sections. */
    async getDrugInstruction(id: number): Promise<Result<InstructionSectionDto[]>> {
      const answer = await http.get<unknown>(`v1/drug-instruction/${id}`);
      return mapData(answer, (data) => (Array.isArray(data) ? (data as InstructionSectionDto[]) : []));
    },
  };
}
