import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import type { DrugDto, StatusDto } from '../shared/dtos';
import type { Result } from '../http/result';

export function createViewedDrugsApi(http: HttpClient) {
  return {
    /** GET v2/viewed-drugs (auth): the user's recently viewed drugs, newest first. */
    getViewedDrugs(): Promise<Result<DrugDto[]>> {
      return getList<DrugDto>(http, 'v2/viewed-drugs');
    },
    /** POST v2/viewed-drug/{id} (auth). */
    addViewedDrug(id: number): Promise<Result<StatusDto>> {
      return http.post<StatusDto>(`v2/viewed-drug/${id}`);
    },
    /** POST v2/viewed-drug/add (auth): merges a guest's local list into the user's. */
    mergeViewedDrugs(drugIds: number[]): Promise<Result<StatusDto>> {
      return http.post<StatusDto>('v2/viewed-drug/add', { drugIds });
    },
  };
}
