import {
  Status,
  StockAlertBody,
  type StockAlertBodyDto,
  StockAlertsAnswer,
  StockReceiptAnswer,
  StockReceiptBody,
  type StockReceiptBodyDto,
} from '@gopharm/util/contract';
import type { FastifyInstance } from 'fastify';
import type { CartCatalogue } from '../cart/cart-catalogue';
import type { AuthGuard } from '../http/auth-guard';
import { backInStockText } from '../sms/sms-texts';
import { SmsSendError, type SmsProvider } from '../sms/sms-provider';
import type { UsersRepo } from '../users/users-repo';
import { DEFAULT_REGION, type DrugLookup, type RegionLookup } from '../http/catalogue-ports';
import { commonQuerySchema, type Lang } from '../http/common-query';
import { badRequest, idParamsSchema, notFound, refuse } from '../http/replies';
import { secretMatcher } from '../http/secrets';
import type { DueAlert, StockAlertsRepo } from './stock-alerts-repo';

/**
 * "Сообщить о поступлении": `POST v1/stock-alerts` {drug_id} (the region and language of the request are where
 * and how the shopper is told), `GET v1/stock-alerts` (the waiting ones), `DELETE v1/stock-alerts/:id` (by drug).
 */
export function stockAlertsRoutes(
  app: FastifyInstance,
  deps: {
    alerts: StockAlertsRepo;
    drugs: DrugLookup;
    regions: RegionLookup;
    catalogue: Pick<CartCatalogue, 'receiveStock' | 'drugs'>;
    users: Pick<UsersRepo, 'find'>;
    sms: SmsProvider;
    requireUser: AuthGuard;
    /** The pharmacies' systems' token; without one there is no receipt call. */
    feedToken?: string;
  },
) {
  const { alerts, drugs, requireUser } = deps;

  /** Texts each waiting alert of these drugs in the region, once; an alert the gateway refused waits for the next. */
  async function tellBackInStock(due: DueAlert[], region: number): Promise<number> {
    let told = 0;
    for (const alert of due) {
      const user = await deps.users.find(alert.user_id);
      const [drug] = await deps.catalogue.drugs([alert.drug_id], { lan: alert.lan, region });
      if (!user || !drug) continue;
      try {
        await deps.sms.send({ phone: user.phone, text: backInStockText(alert.lan, drug.name) });
      } catch (error) {
        if (error instanceof SmsSendError) continue;
        throw error;
      }
      if (await alerts.markAnswered(alert.id)) told += 1;
    }
    return told;
  }

  // Constant time: an early length check would tell a caller how long the token is.
  const feedTokenMatches = deps.feedToken ? secretMatcher(deps.feedToken) : null;
  const isFeed = (header: string | undefined) =>
    !!feedTokenMatches && !!header?.startsWith('Bearer ') && feedTokenMatches(header.slice('Bearer '.length));

  if (feedTokenMatches) {
    app.post<{ Body: StockReceiptBodyDto }>(
      '/v1/stock/receipts',
      {
        schema: { body: StockReceiptBody, response: { 200: StockReceiptAnswer } },
      },
      async (request, reply) => {
        if (!isFeed(request.headers.authorization)) {
          return refuse(reply, 401, 'unauthorized');
        }
        const { pharmacy_id, lines } = request.body;
        const region = await deps.catalogue.receiveStock(pharmacy_id, lines);
        if (region === null) return notFound(reply, 'pharmacy_not_found');
        const due = await alerts.due(
          lines.map((line) => line.drug_id),
          region,
        );
        return { status: 1, alerts_answered: await tellBackInStock(due, region) };
      },
    );
  }

  // The profile's notices: each alert with its drug's name and page, in the language asked.
  app.get<{ Querystring: { lan: Lang; region?: number } }>(
    '/v1/stock-alerts',
    {
      onRequest: requireUser,
      schema: { querystring: commonQuerySchema, response: { 200: StockAlertsAnswer } },
    },
    async (request) => {
      const list = await alerts.list(request.userId);
      const { lan, region = DEFAULT_REGION } = request.query;
      const named = new Map(
        (
          await deps.catalogue.drugs(
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

  app.post<{ Body: StockAlertBodyDto; Querystring: { lan: Lang; region?: number } }>(
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
      if (!(await drugs.exists(drug_id))) return notFound(reply, 'product_not_found');
      const { lan, region = DEFAULT_REGION } = request.query;
      // Stock is held per region: a shopper in a district waits for a receipt anywhere in its region.
      const place = deps.regions.find(region, lan);
      if (!place) return badRequest(reply, 'unknown_region', { region });
      await alerts.add(request.userId, drug_id, place.id, lan);
      return { status: 1 };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/v1/stock-alerts/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: Status } } },
    async (request) => ({ status: (await alerts.remove(request.userId, request.params.id)) ? 1 : 0 }),
  );
}
