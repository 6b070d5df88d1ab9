import type { HttpClient } from '../http/http-client';
import type { CartLineDto, PharmacyDto } from '../shared/dtos';

export function createPharmaciesApi(http: HttpClient) {
  return {
    /** GET v1/pharmacies: the region's pharmacies; with lines, `has_all` tells which hold all of them. */
    async getPharmacies(lines?: CartLineDto[]): Promise<PharmacyDto[] | false> {
      const drugs = lines?.length ? lines.map((line) => `${line.drug_id}:${line.qty}`).join(',') : undefined;
      const answer = await http.get<{ results?: PharmacyDto[] }>('v1/pharmacies', { drugs });
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
  };
}
