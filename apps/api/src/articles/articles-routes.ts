import { Article, ArticleParams, ArticlesPage, ArticlesQuery } from '@gopharm/util/contract';
import sanitizeHtml from 'sanitize-html';
import type { Catalogue } from '../catalogue';
import { commonQuerySchema } from '../http/common-query';
import { notFound } from '../http/replies';
import { safeHtml } from '@gopharm/util/html';
import { createArticlesRepo } from './articles-repo';
import type { ApiApp } from '../http/api-app';
import { withDefaults } from '../http/schema-defaults';

/** The first words of an article as plain text, for the list (its headings left out: they are not sentences). */
function excerpt(html: string): string {
  const text = sanitizeHtml(html.replace(/<(h2|h3)>.*?<\/\1>/gs, ' ').replace(/<\/(p|li)>/g, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= 160 ? text : `${text.slice(0, text.lastIndexOf(' ', 157))}…`;
}

/** `v1/articles` (paged list) and `v1/article/{slug}`. */
export function articlesRoutes(app: ApiApp, c: Catalogue): void {
  const repo = createArticlesRepo(c.db);
  // The defaults fill in `page` and `per_page`.
  app.get(
    '/v1/articles',
    {
      schema: { querystring: ArticlesQuery, response: { 200: ArticlesPage } },
    },
    async (request) => {
      const { lan } = c.scope(request.query);
      const { page, per_page } = withDefaults(ArticlesQuery, request.query, 'page', 'per_page');
      const { rows, count } = await repo.page(page, per_page);
      const results = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: lan === 'uz' ? row.title_uz : row.title_ru,
        image: row.image,
        created_date: row.created_date,
        excerpt: excerpt(lan === 'uz' ? row.content_uz : row.content_ru),
      }));
      return { status: 1, results, count };
    },
  );
  app.get(
    '/v1/article/:slug',
    {
      schema: {
        params: ArticleParams,
        querystring: commonQuerySchema,
        response: { 200: Article },
      },
    },
    async (request, reply) => {
      const { lan } = c.scope(request.query);
      const row = await repo.bySlug(request.params.slug);
      if (!row) return notFound(reply, 'article_not_found');
      return {
        id: row.id,
        slug: row.slug,
        title: lan === 'uz' ? row.title_uz : row.title_ru,
        image: row.image,
        created_date: row.created_date,
        content: safeHtml(lan === 'uz' ? row.content_uz : row.content_ru),
      };
    },
  );
}
