import { DrugIdBody, DrugIdsBody, DrugList, FavoriteToggled, Status } from '@gopharm/util/contract';
import type { AuthGuard } from '../http/auth-guard';
import type { Catalogue } from '../catalogue';
import { commonQuerySchema } from '../http/common-query';
import { notFound } from '../http/replies';
import type { FavoritesRepo } from './favorites-repo';
import type { ApiApp } from '../http/api-app';
import { askedPlaceOf } from '../http/scope';

/** As many as a guest may bring to an account at once. */
export const MAX_MERGED_FAVORITES = 200;

export function favoritesRoutes(
  app: ApiApp,
  deps: {
    favorites: FavoritesRepo;
    catalogue: Pick<Catalogue, 'drugs' | 'listedDrugs'>;
    requireUser: AuthGuard;
  },
) {
  const { favorites, catalogue, requireUser } = deps;

  app.get(
    '/v2/favorites',
    { onRequest: requireUser, schema: { querystring: commonQuerySchema, response: { 200: DrugList } } },
    async (request) => ({
      status: 1,
      results: await catalogue.listedDrugs(await favorites.ids(request.userId), askedPlaceOf(request.query)),
    }),
  );

  app.post(
    '/v2/favorites/toggle',
    { onRequest: requireUser, schema: { body: DrugIdBody, response: { 200: FavoriteToggled } } },
    async (request, reply) => {
      if (!(await catalogue.drugs.exists(request.body.drug_id))) return notFound(reply, 'product_not_found');
      return { status: 1, is_favorite: await favorites.toggle(request.userId, request.body.drug_id) };
    },
  );

  app.post(
    '/v2/favorites/add',
    {
      onRequest: requireUser,
      schema: { body: DrugIdsBody(MAX_MERGED_FAVORITES), response: { 200: Status } },
    },
    async (request) => {
      // A guest's drugs that no longer exist are dropped rather than failing the whole merge.
      const known: number[] = [];
      for (const id of request.body.drugIds) if (await catalogue.drugs.exists(id)) known.push(id);
      await favorites.addAll(request.userId, known);
      return { status: 1 };
    },
  );
}
