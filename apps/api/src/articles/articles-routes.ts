import type { FastifyInstance } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import type { Catalogue } from '../catalogue';
import { type Lang, commonQuerySchema, slugSchema } from '../http/common-query';
import { notFound } from '../http/replies';
import { safeHtml } from '../http/sanitize';
import { createArticlesRepo } from './articles-repo';

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
export function articlesRoutes(app: FastifyInstance, c: Catalogue): void {
  const repo = createArticlesRepo(c.db);
  app.get<{ Querystring: { lan: Lang; region?: number; page: number; per_page: number } }>(
    '/v1/articles',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuerySchema.properties,
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: 50, default: 12 },
          },
        },
      },
    },
    async (request) => {
      const { lan } = c.scope(request.query);
      const { rows, count } = await repo.page(request.query.page, request.query.per_page);
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
  app.get<{ Params: { slug: string }; Querystring: { lan: Lang; region?: number } }>(
    '/v1/article/:slug',
    {
      schema: {
        params: {
          type: 'object',
          properties: { slug: slugSchema },
          required: ['slug'],
        },
        querystring: commonQuerySchema,
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
