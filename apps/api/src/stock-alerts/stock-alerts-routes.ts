import { Status, StockAlertBody, StockAlertsAnswer } from '@gopharm/util/contract';
import type { Catalogue } from '../catalogue';
import type { AuthGuard } from '../http/auth-guard';
import { commonQuerySchema } from '../http/common-query';
import { badRequest, idParamsSchema, notFound } from '../http/replies';
import type { StockAlertsRepo } from './stock-alerts-repo';
import type { ApiApp } from '../http/api-app';
import { askedPlaceOf } from '../http/scope';

/**
 * "Сообщить о поступлении": `POST v1/stock-alerts` {drug_id} (the region and language of the request are where
 * and how the shopper is told), `GET v1/stock-alerts` (the waiting ones), `DELETE v1/stock-alerts/:id` (by drug).
 * A pharmacy's receipt answers them (stock-receipts-routes.ts).
 */
export function stockAlertsRoutes(
  app: ApiApp,
  deps: {
    alerts: StockAlertsRepo;
    catalogue: Pick<Catalogue, 'drugs' | 'regions' | 'orderDrugs'>;
    requireUser: AuthGuard;
  },
) {
  const { alerts, catalogue, requireUser } = deps;

  // The profile's notices: each alert with its drug's name and page, in the language asked.
  app.get(
    '/v1/stock-alerts',
    {
      onRequest: requireUser,
      schema: { querystring: commonQuerySchema, response: { 200: StockAlertsAnswer } },
    },
    async (request) => {
      const list = await alerts.list(request.userId);
      const { lan, region } = askedPlaceOf(request.query);
      const named = new Map(
        (
          await catalogue.orderDrugs(
            list.map((alert) => alert.drug_id),
            { lan, region },
          )
        ).map((drug) => [drug.id, drug]),
      );
      return {
        status: 1,
        results: list.flatMap((alert) => {
          const drug = named.get(alert.drug_id);
          return drug
            ? [
                {
                  ...alert,
                  drug: { id: drug.id, slug: drug.slug, name: drug.name, image: drug.image_thumbnail },
                },
              ]
            : [];
        }),
      };
    },
  );

  app.post(
    '/v1/stock-alerts',
    {
      onRequest: requireUser,
      schema: {
        querystring: commonQuerySchema,
        body: StockAlertBody,
        response: { 200: Status },
      },
    },
    async (request, reply) => {
      const { drug_id } = request.body;
      if (!(await catalogue.drugs.exists(drug_id))) return notFound(reply, 'product_not_found');
      const { lan, region } = askedPlaceOf(request.query);
      // Stock is held per region: a shopper in a district waits for a receipt anywhere in its region.
      const place = catalogue.regions.withDistrict(region, lan);
      if (!place) return badRequest(reply, 'unknown_region', { region });
      await alerts.add(request.userId, drug_id, place.id, lan);
      return { status: 1 };
    },
  );

  app.delete(
    '/v1/stock-alerts/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: Status } } },
    async (request) => ({ status: (await alerts.remove(request.userId, request.params.id)) ? 1 : 0 }),
  );
}
