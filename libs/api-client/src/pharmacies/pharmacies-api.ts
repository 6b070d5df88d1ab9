import { getList, type HttpClient } from '../http/http-client';
import type { CartLineDto, PharmacyDto } from '../shared/dtos';

export function createPharmaciesApi(http: HttpClient) {
  return {
    /** GET v1/pharmacies: the region's pharmacies; with lines, `has_all` tells which hold all of them. */
    getPharmacies(lines?: CartLineDto[]): Promise<PharmacyDto[] | false> {
      const drugs = lines?.length ? lines.map((line) => `${line.drug_id}:${line.qty}`).join(',') : undefined;
      return getList<PharmacyDto>(http, 'v1/pharmacies', { drugs });
    },
  };
}
