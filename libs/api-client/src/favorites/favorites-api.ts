import type { HttpClient } from '../http/http-client';
import type { DrugDto } from '../shared/dtos';

export function createFavoritesApi(http: HttpClient) {
  return {
    /** GET v2/favorites (auth). */
    async getFavorites(): Promise<DrugDto[] | false> {
      const answer = await http.get<{ results?: DrugDto[] }>('v2/favorites');
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
    /** POST v2/favorites/toggle (auth): whether the drug is a favourite afterwards. */
    async toggleFavorite(drug_id: number): Promise<boolean | false | null> {
      const answer = await http.post<{ status: number; is_favorite?: boolean }>('v2/favorites/toggle', {
        drug_id,
      });
      if (answer === false) return false;
      return typeof answer.is_favorite === 'boolean' ? answer.is_favorite : null;
    },
  };
}
