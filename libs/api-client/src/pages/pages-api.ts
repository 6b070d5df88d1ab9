import type { HttpClient } from '../http/http-client';

/** A block of a content page's text: plain text, rendered as is (nothing to sanitise). */
export type PageBlockDto =
  | { type: 'h2'; text: string; id?: string }
  | { type: 'p'; text: string }
  | { type: 'ul' | 'ol'; items: string[] };

/** A content page (about, contacts, delivery, payment, offer, contest, app) in the asked language. */
export interface PageDto {
  slug: string;
  title: string;
  description: string;
  blocks: PageBlockDto[];
  updated_at: string;
}

export function createPagesApi(http: HttpClient) {
  return {
    /** GET v1/page/{slug}: null when there is no such page (404). */
    getPage(slug: string): Promise<PageDto | null | false> {
      return http.getOne<PageDto>(`v1/page/${encodeURIComponent(slug)}`);
    },
  };
}
