import {
  DrugIdBody,
  type DrugIdBodyDto,
  DrugIdsBody,
  type DrugIdsBodyDto,
  DrugList,
  FavoriteToggled,
  Status,
} from '@gopharm/util/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../http/auth-guard';
import { DEFAULT_REGION, type DrugLookup } from '../http/catalogue-ports';
import { commonQuerySchema, type Lang } from '../http/common-query';
import { notFound } from '../http/replies';
import type { FavoritesRepo } from './favorites-repo';

/** As many as a guest may bring to an account at once. */
export const MAX_MERGED_FAVORITES = 200;

export function favoritesRoutes(
  app: FastifyInstance,
  deps: { favorites: FavoritesRepo; drugs: DrugLookup; requireUser: AuthGuard },
) {
  const { favorites, drugs, requireUser } = deps;

  app.get<{ Querystring: { lan: Lang; region?: number } }>(
    '/v2/favorites',
    { onRequest: requireUser, schema: { querystring: commonQuerySchema, response: { 200: DrugList } } },
    async (request) => ({
      status: 1,
      results: await drugs.byIds(await favorites.ids(request.userId), {
        lan: request.query.lan,
        region: request.query.region ?? DEFAULT_REGION,
      }),
    }),
  );

  app.post<{ Body: DrugIdBodyDto }>(
    '/v2/favorites/toggle',
    { onRequest: requireUser, schema: { body: DrugIdBody, response: { 200: FavoriteToggled } } },
    async (request, reply) => {
      if (!(await drugs.exists(request.body.drug_id))) return notFound(reply, 'product_not_found');
      return { status: 1, is_favorite: await favorites.toggle(request.userId, request.body.drug_id) };
    },
  );

  app.post<{ Body: DrugIdsBodyDto }>(
    '/v2/favorites/add',
    {
      onRequest: requireUser,
      schema: { body: DrugIdsBody(MAX_MERGED_FAVORITES), response: { 200: Status } },
    },
    async (request) => {
      // A guest's drugs that no longer exist are dropped rather than failing the whole merge.
      const known: number[] = [];
      for (const id of request.body.drugIds) if (await drugs.exists(id)) known.push(id);
      await favorites.addAll(request.userId, known);
      return { status: 1 };
    },
  );
}
