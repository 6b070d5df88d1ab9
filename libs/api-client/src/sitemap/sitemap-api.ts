import type { HttpClient } from '../http/http-client';

export interface SitemapDto {
  products: { slug: string; updated: string }[];
  categories: { slug: string }[];
  articles: { slug: string }[];
}

export function createSitemapApi(http: HttpClient) {
  return {
    /** GET v1/sitemap: every public slug. */
    getSitemap(): Promise<SitemapDto | false> {
      return http.get<SitemapDto>('v1/sitemap');
    },
  };
}
