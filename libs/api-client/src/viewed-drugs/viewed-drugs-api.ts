import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-client';
import type { DrugDto, StatusDto } from '../shared/dtos';

export function createViewedDrugsApi(http: HttpClient) {
  return {
    /** GET v2/viewed-drugs (auth): the user's recently viewed drugs, newest first. */
    getViewedDrugs(): Promise<DrugDto[] | false> {
      return getList<DrugDto>(http, 'v2/viewed-drugs');
    },
    /** POST v2/viewed-drug/{id} (auth). */
    addViewedDrug(id: number): Promise<StatusDto | false> {
      return http.post<StatusDto>(`v2/viewed-drug/${id}`);
    },
    /** POST v2/viewed-drug/add (auth): merges a guest's local list into the user's. */
    mergeViewedDrugs(drugIds: number[]): Promise<StatusDto | false> {
      return http.post<StatusDto>('v2/viewed-drug/add', { drugIds });
    },
  };
}
