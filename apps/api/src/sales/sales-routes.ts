import { type SaleDto, SaleDetail, SalesAnswer } from '@gopharm/util/contract';
import type { Catalogue } from '../catalogue';
import { toDrug } from '../drugs/drug-mapper';
import { type Lang, commonQuerySchema } from '../http/common-query';
import { idParamsSchema, notFound } from '../http/replies';
import { safeHtml } from '@gopharm/util/html';
import { type SaleRow, createSalesRepo } from './sales-repo';
import type { ApiApp } from '../http/api-app';

const toSale = (row: SaleRow, lan: Lang): SaleDto => ({
  id: row.id,
  title: lan === 'uz' ? row.title_uz : row.title_ru,
  description: safeHtml(lan === 'uz' ? row.description_uz : row.description_ru),
  image: row.image,
  start_date: row.start_date,
  end_date: row.end_date,
});

/** `v1/sales` (running and coming) and `v1/sale/{id}` (with its drugs). */
export function salesRoutes(app: ApiApp, c: Catalogue): void {
  const repo = createSalesRepo(c.db);
  app.get(
    '/v1/sales',
    { schema: { querystring: commonQuerySchema, response: { 200: SalesAnswer } } },
    async (request) => {
      const { lan } = c.scope(request.query);
      return { status: 1, results: (await repo.current(new Date())).map((row) => toSale(row, lan)) };
    },
  );
  app.get(
    '/v1/sale/:id',
    {
      schema: {
        // Ids are 32-bit in both engines' tables: a larger number is a bad request, not a database error.
        params: idParamsSchema,
        querystring: commonQuerySchema,
        response: { 200: SaleDetail },
      },
    },
    async (request, reply) => {
      const { lan, regionId } = c.scope(request.query);
      const row = await repo.byId(request.params.id);
      if (!row) return notFound(reply, 'sale_not_found');
      const drugs = (await c.drugs.byIds(await repo.drugIds(row.id), regionId)).map((d) => toDrug(d, lan));
      return { ...toSale(row, lan), drugs };
    },
  );
}
