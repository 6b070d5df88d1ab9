import { Sitemap } from '@gopharm/util/contract';
import { createArticlesRepo } from '../articles/articles-repo';
import type { Catalogue } from '../catalogue';
import { commonQuerySchema } from '../http/common-query';
import type { ApiApp } from '../http/api-app';

/** `v1/sitemap`: what the edge needs to write sitemap.xml. */
export function sitemapRoutes(app: ApiApp, c: Catalogue): void {
  const articles = createArticlesRepo(c.db);
  app.get(
    '/v1/sitemap',
    { schema: { querystring: commonQuerySchema, response: { 200: Sitemap } } },
    async () => ({
      products: await c.drugs.sitemap(),
      categories: c.categories.list().map((row) => ({ slug: row.slug })),
      articles: (await articles.slugs()).map((slug) => ({ slug })),
    }),
  );
}
