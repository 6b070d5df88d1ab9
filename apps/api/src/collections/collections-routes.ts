import { type CollectionDto, CollectionsAnswer, CollectionsQuery } from '@gopharm/util/contract';
import type { Catalogue } from '../catalogue';
import { toDrug } from '../drugs/drug-mapper';
import { createCollectionsRepo } from './collections-repo';
import type { ApiApp } from '../http/api-app';

/** `v2/collections`: every collection (all types and statuses; the storefront picks regular + active_home). */
export function collectionsRoutes(app: ApiApp, c: Catalogue): void {
  const repo = createCollectionsRepo(c.db);
  app.get(
    '/v2/collections',
    {
      schema: { querystring: CollectionsQuery, response: { 200: CollectionsAnswer } },
    },
    async (request) => {
      const { lan, regionId } = c.scope(request.query);
      const data: CollectionDto[] = [];
      for (const row of await repo.list()) {
        data.push({
          id: row.id,
          slug: row.slug,
          title: lan === 'uz' ? row.title_uz : row.title_ru,
          description: lan === 'uz' ? row.description_uz : row.description_ru,
          type: row.type,
          status: row.status,
          sort: row.sort,
          drugs: (await c.drugs.byIds(await repo.drugIds(row.id), regionId)).map((d) => toDrug(d, lan)),
        });
      }
      return { status: 1, results: { data } };
    },
  );
}
