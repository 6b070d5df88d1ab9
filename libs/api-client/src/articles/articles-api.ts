import type { ArticleDto, ArticleSummaryDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-client';

export type { ArticleDto, ArticleSummaryDto };

export function createArticlesApi(http: HttpClient) {
  return {
    /** GET v1/articles: a page of articles and the total count. */
    async getArticles(
      page?: number,
      per_page?: number,
    ): Promise<{ results: ArticleSummaryDto[]; count: number } | false> {
      const answer = await http.get<{ results?: ArticleSummaryDto[]; count?: number }>('v1/articles', {
        page,
        per_page,
      });
      if (answer === false) return false;
      const results = Array.isArray(answer.results) ? answer.results : [];
      return { results, count: answer.count ?? results.length };
    },
    /** GET v1/article/{slug}: null when there is no such article (404). */
    getArticle(slug: string): Promise<ArticleDto | null | false> {
      return http.getOne<ArticleDto>(`v1/article/${encodeURIComponent(slug)}`);
    },
  };
}
