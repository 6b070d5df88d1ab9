import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import type { Result } from '../http/result';
import type { CartLineDto, PharmacyDto } from '../shared/dtos';

/** The pharmacies' calls; made by the pharmacies store, whose code loads with the map screens and the checkout. */
export function createPharmaciesApi(http: HttpClient) {
  return {
    /** GET v1/pharmacies: the region's pharmacies; with lines, `has_all` tells which hold all of them. */
    getPharmacies(lines?: CartLineDto[]): Promise<Result<PharmacyDto[]>> {
      const drugs = lines?.length ? lines.map((line) => `${line.drug_id}:${line.qty}`).join(',') : undefined;
      return getList<PharmacyDto>(http, 'v1/pharmacies', { drugs });
    },
  };
}

export type PharmaciesApi = ReturnType<typeof createPharmaciesApi>;
