import type { SitemapDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-client';

export type { SitemapDto };

export function createSitemapApi(http: HttpClient) {
  return {
    /** GET v1/sitemap: every public slug. */
    getSitemap(): Promise<SitemapDto | false> {
      return http.get<SitemapDto>('v1/sitemap');
    },
  };
}
