import { Page, PageParams } from '@gopharm/util/contract';
import type { Catalogue } from '../catalogue';
import { commonQuerySchema } from '../http/common-query';
import { notFound } from '../http/replies';
import { createPagesRepo } from './pages-repo';
import type { ApiApp } from '../http/api-app';

/** `v1/page/{slug}`: a content page's title, description and text blocks in the asked language. */
export function pagesRoutes(app: ApiApp, c: Catalogue): void {
  const repo = createPagesRepo(c.db);
  app.get(
    '/v1/page/:slug',
    {
      schema: {
        params: PageParams,
        querystring: commonQuerySchema,
        response: { 200: Page },
      },
    },
    async (request, reply) => {
      const { lan } = c.scope(request.query);
      return (await repo.find(request.params.slug, lan)) ?? notFound(reply, 'page_not_found');
    },
  );
}
