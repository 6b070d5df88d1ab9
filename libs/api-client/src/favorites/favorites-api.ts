import type { HttpClient } from '../http/http-client';
import type { DrugDto } from '../shared/dtos';

export interface ToggleFavoriteDto {
  status: number;
  is_favorite?: boolean;
}

export function createFavoritesApi(http: HttpClient) {
  return {
    /** GET v2/favorites (auth). */
    async getFavorites(): Promise<DrugDto[] | false> {
      const answer = await http.get<{ results?: DrugDto[] }>('v2/favorites');
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
    /** POST v2/favorites/toggle (auth): `is_favorite` tells whether the drug is a favourite afterwards. */
    toggleFavorite(drug_id: number): Promise<ToggleFavoriteDto | false> {
      return http.post<ToggleFavoriteDto>('v2/favorites/toggle', { drug_id });
    },
  };
}
