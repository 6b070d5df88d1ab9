import { Regions } from '@gopharm/util/contract';
import type { Catalogue } from '../catalogue';
import { commonQuerySchema } from '../http/common-query';
import type { ApiApp } from '../http/api-app';

/** `v1/regions`: the regions of Uzbekistan with their districts, as a bare array. */
export function regionsRoutes(app: ApiApp, c: Catalogue): void {
  app.get(
    '/v1/regions',
    { schema: { querystring: commonQuerySchema, response: { 200: Regions } } },
    async (request) => {
      const { lan } = c.scope(request.query);
      const name = (r: { name_ru: string; name_uz: string }) => (lan === 'uz' ? r.name_uz : r.name_ru);
      const rows = c.regions.list();
      return rows
        .filter((r) => r.parent_id === null)
        .map((r) => ({
          id: r.id,
          name: name(r),
          childs: rows.filter((d) => d.parent_id === r.id).map((d) => ({ id: d.id, name: name(d) })),
        }));
    },
  );
}
