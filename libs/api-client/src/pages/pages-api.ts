import type { PageBlockDto, PageDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-types';
import type { Result } from '../http/result';

// A content page (about, contacts, delivery, payment, offer, contest, app) in the asked language, and its blocks.
export type { PageBlockDto, PageDto };

export function createPagesApi(http: HttpClient) {
  return {
    /** GET v1/page/{slug}: null when there is no such page (404). */
    getPage(slug: string): Promise<Result<PageDto | null>> {
      return http.getOne<PageDto>(`v1/page/${encodeURIComponent(slug)}`);
    },
  };
}

export type PagesApi = ReturnType<typeof createPagesApi>;
