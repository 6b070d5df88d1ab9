import type { MetaTagDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-types';
import { mapData, type Result } from '../http/result';

/** A meta tag as the wire carries it (GET v1/get-metas). */
export type { MetaTagDto };

/** What page the metas are for: a slug, or a url (`home` for the home page). */
export type MetaQuery = { slug: string } | { url: string };

export function createMetaApi(http: HttpClient) {
  return {
    /** GET v1/get-metas: the page's meta entries. */
    async getMetas(query: MetaQuery): Promise<Result<MetaTagDto[]>> {
      const answer = await http.get<{ data?: MetaTagDto[] }>('v1/get-metas', query);
      return mapData(answer, ({ data }) => (Array.isArray(data) ? data : []));
    },
  };
}
