import type { ArticleDto, ArticleSummaryDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-types';
import { mapData, type Result } from '../http/result';

export type { ArticleDto, ArticleSummaryDto };

export function createArticlesApi(http: HttpClient) {
  return {
    /** GET v1/articles: a page of articles and the total count. */
    async getArticles(
      page?: number,
      per_page?: number,
    ): Promise<Result<{ results: ArticleSummaryDto[]; count: number }>> {
      const answer = await http.get<{ results?: ArticleSummaryDto[]; count?: number }>('v1/articles', {
        page,
        per_page,
      });
      return mapData(answer, (data) => {
        const results = Array.isArray(data.results) ? data.results : [];
        return { results, count: data.count ?? results.length };
      });
    },
    /** GET v1/article/{slug}: null when there is no such article (404). */
    getArticle(slug: string): Promise<Result<ArticleDto | null>> {
      return http.getOne<ArticleDto>(`v1/article/${encodeURIComponent(slug)}`);
    },
  };
}

export type ArticlesApi = ReturnType<typeof createArticlesApi>;
