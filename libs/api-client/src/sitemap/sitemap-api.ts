import type { HttpClient } from '../http/http-client';

export interface SitemapDto {
  products: { slug: string; updated: string }[];
  categories: { slug: string }[];
  articles: { slug: string }[];
}

export interface SmsOutboxEntryDto {
  phone: string;
  text: string;
  code: string;
  created_at: string;
}

export function createSitemapApi(http: HttpClient) {
  return {
    /** GET v1/sitemap: every public slug. */
    getSitemap(): Promise<SitemapDto | false> {
      return http.get<SitemapDto>('v1/sitemap');
    },
    /** GET dev/sms-outbox: SMS the console provider "sent" (development and e2e only). */
    async getSmsOutbox(phone?: string): Promise<SmsOutboxEntryDto[] | false> {
      const answer = await http.get<{ results?: SmsOutboxEntryDto[] }>('dev/sms-outbox', { phone });
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
  };
}
