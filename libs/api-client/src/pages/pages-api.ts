import type { PageBlockDto, PageDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-client';

// A content page (about, contacts, delivery, payment, offer, contest, app) in the asked language, and its blocks.
export type { PageBlockDto, PageDto };

export function createPagesApi(http: HttpClient) {
  return {
    /** GET v1/page/{slug}: null when there is no such page (404). */
    getPage(slug: string): Promise<PageDto | null | false> {
      return http.getOne<PageDto>(`v1/page/${encodeURIComponent(slug)}`);
    },
  };
}
