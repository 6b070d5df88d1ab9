import type { MetaTagDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-client';

/** A meta tag as the wire carries it (GET v1/get-metas). */
export type { MetaTagDto };

/** What page the metas are for: a slug, or a url (`home` for the home page). */
export type MetaQuery = { slug: string } | { url: string };

export function createMetaApi(http: HttpClient) {
  return {
    /** GET v1/get-metas: the page's meta entries; false when the call failed. */
    async getMetas(query: MetaQuery): Promise<MetaTagDto[] | false> {
      const answer = await http.get<{ data?: MetaTagDto[] }>('v1/get-metas', query);
      if (answer === false) return false;
      return Array.isArray(answer.data) ? answer.data : [];
    },
  };
}
