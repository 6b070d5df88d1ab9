import { DrugIdsBody, DrugList, Status } from '@gopharm/util/contract';
import type { AuthGuard } from '../http/auth-guard';
import type { Catalogue } from '../catalogue';
import { commonQuerySchema } from '../http/common-query';
import { idParamsSchema, notFound } from '../http/replies';
import { MAX_VIEWED, type ViewedRepo } from './viewed-repo';
import type { ApiApp } from '../http/api-app';
import { askedPlaceOf } from '../http/scope';

export function viewedRoutes(
  app: ApiApp,
  deps: { viewed: ViewedRepo; catalogue: Pick<Catalogue, 'drugs' | 'listedDrugs'>; requireUser: AuthGuard },
) {
  const { viewed, catalogue, requireUser } = deps;

  app.get(
    '/v2/viewed-drugs',
    { onRequest: requireUser, schema: { querystring: commonQuerySchema, response: { 200: DrugList } } },
    async (request) => ({
      status: 1,
      results: await catalogue.listedDrugs(await viewed.ids(request.userId), askedPlaceOf(request.query)),
    }),
  );

  // `add` is a fixed word and wins over the `{id}` route (find-my-way matches static parts first).
  app.post(
    '/v2/viewed-drug/add',
    { onRequest: requireUser, schema: { body: DrugIdsBody(MAX_VIEWED), response: { 200: Status } } },
    async (request) => {
      // Drugs that no longer exist are dropped from a guest's list rather than failing the whole merge.
      const known: number[] = [];
      for (const id of request.body.drugIds) if (await catalogue.drugs.exists(id)) known.push(id);
      await viewed.merge(request.userId, known);
      return { status: 1 };
    },
  );

  app.post(
    '/v2/viewed-drug/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: Status } } },
    async (request, reply) => {
      if (!(await catalogue.drugs.exists(request.params.id))) return notFound(reply, 'product_not_found');
      await viewed.add(request.userId, request.params.id);
      return { status: 1 };
    },
  );
}
