import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import type { DrugDto, FavoriteToggledDto, StatusDto } from '../shared/dtos';
import type { Result } from '../http/result';

export type ToggleFavoriteDto = FavoriteToggledDto;

export function createFavoritesApi(http: HttpClient) {
  return {
    /** GET v2/favorites (auth). */
    getFavorites(): Promise<Result<DrugDto[]>> {
      return getList<DrugDto>(http, 'v2/favorites');
    },
    /** POST v2/favorites/toggle (auth): `is_favorite` tells whether the drug is a favourite afterwards. */
    toggleFavorite(drug_id: number): Promise<Result<ToggleFavoriteDto>> {
      return http.post<ToggleFavoriteDto>('v2/favorites/toggle', { drug_id });
    },
    /** POST v2/favorites/add (auth): a guest's favourites join the user's at sign-in (none is removed). */
    mergeFavorites(drugIds: number[]): Promise<Result<StatusDto>> {
      return http.post<StatusDto>('v2/favorites/add', { drugIds });
    },
  };
}
