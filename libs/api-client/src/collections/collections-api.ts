import type { HttpClient } from '../http/http-types';
import type { CollectionDto } from '@gopharm/util';
import type { LatLng } from '../shared/dtos';
import { mapData, type Result } from '../http/result';

export type { CollectionDto };

interface CollectionsResponse {
  status: number;
  results?: { data?: CollectionDto[] };
}

export function createCollectionsApi(http: HttpClient) {
  return {
    /** GET v2/collections: every collection, all types and statuses (the domain filters); reads results.data. */
    async getCollections(location?: LatLng): Promise<Result<CollectionDto[]>> {
      const query = location ? { location: `${location.lat},${location.lng}` } : undefined;
      const answer = await http.get<CollectionsResponse>('v2/collections', query);
      return mapData(answer, ({ results }) => (Array.isArray(results?.data) ? results.data : []));
    },
  };
}

export type CollectionsApi = ReturnType<typeof createCollectionsApi>;
