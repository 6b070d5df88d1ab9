import { API_BODY_LIMIT_BYTES, hasSeveralHosts, loggableUrl } from '@gopharm/util';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { articlesRoutes } from './articles/articles-routes';
import { binsRoutes } from './bins/bins-routes';
import { createCatalogue } from './catalogue';
import { categoriesRoutes } from './categories/categories-routes';
import { collectionsRoutes } from './collections/collections-routes';
import { type Database, isDatabaseUnavailable } from './db/database';
import { drugsRoutes } from './drugs/drugs-routes';
import { type AccountsConfig, wireAccounts } from './http/accounts';
import { type ApiApp, typedApp } from './http/api-app';
import { addressesRoutes } from './addresses/addresses-routes';
import { authRoutes } from './auth/auth-routes';
import { cardsRoutes } from './cards/cards-routes';
import { cartRoutes } from './cart/cart-routes';
import { favoritesRoutes } from './favorites/favorites-routes';
import { keptCartRoutes } from './kept-cart/kept-cart-routes';
import { orderFeedRoutes } from './orders/order-feed-routes';
import { orderLiveRoutes } from './orders/order-live-routes';
import { ordersRoutes } from './orders/orders-routes';
import { clickShopRoutes } from './payments/click-shop-routes';
import { devCardApiRoutes } from './payments/dev-card-provider';
import { devPaymentRoutes } from './payments/dev-payment-routes';
import { paymeMerchantRoutes } from './payments/payme-merchant-routes';
import { paymentsRoutes } from './payments/payments-routes';
import { prescriptionsRoutes } from './prescriptions/prescriptions-routes';
import { remindersRoutes } from './reminders/reminders-routes';
import { smsOutboxRoutes } from './sms/sms-routes';
import { stockAlertsRoutes } from './stock-alerts/stock-alerts-routes';
import { stockReceiptsRoutes } from './stock-alerts/stock-receipts-routes';
import { telegramRoutes } from './telegram/telegram-routes';
import { usersRoutes } from './users/users-routes';
import { viewedRoutes } from './viewed/viewed-routes';
import { badRequest, notFound, refusal, refuse, Refused } from './http/replies';
import { imagesRoutes } from './images/images-routes';
import { metasRoutes } from './metas/metas-routes';
import { openApiRoute, registerOpenApi } from './http/openapi';
import { pagesRoutes } from './pages/pages-routes';
import { pharmaciesRoutes } from './pharmacies/pharmacies-routes';
import { regionsRoutes } from './regions/regions-routes';
import { salesRoutes } from './sales/sales-routes';
import { createSearchMisses } from './search/search-misses';
import { searchMissesRoutes } from './search/search-misses-routes';
import { sitemapRoutes } from './sitemap/sitemap-routes';
import { systemClock } from './http/clock';
import type { VitalsConfig } from './vitals/vitals-config';
import { vitalsRoutes } from './vitals/vitals-routes';

export interface ServerOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may set X-Forwarded-For (the edge), so per-address limits see the shopper's address. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Accounts settings: clock, SMS provider, rate limits, cashback percentage (tests pass small numbers). */
  accounts?: Partial<AccountsConfig>;
  /** Field data (`v1/vitals`): the staff token (of every staff call: `v1/search/misses` too), rate limit and clock. */
  vitals?: Partial<VitalsConfig>;
  /** A page to browse the OpenAPI document at /api/docs: development only (main.ts: not with NODE_ENV=production). */
  docsPage?: boolean;
}

/**
 * Builds the API: every route lives under /api, answers are JSON with `status` and `msg`; a refusal (`status: 0`)
 * also names its `code` (libs/util/src/wire/refusals.ts).
 */
export function buildServer({
  db,
  logger = false,
  trustProxy = false,
  accounts,
  vitals,
  docsPage = false,
}: ServerOptions): FastifyInstance {
  // Fastify's request log holds method, url and addresses, never bodies: card data must not reach the log.
  const app = Fastify({
    logger: withPrivateRequests(logger),
    trustProxy,
    // The edge refuses larger bodies itself with the same limit (413), never passing them on.
    bodyLimit: API_BODY_LIMIT_BYTES,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true } },
  });

  app.setErrorHandler(
    (error: { validation?: unknown; statusCode?: number; message: string }, request, reply) => {
      if (error instanceof Refused) return reply.status(error.statusCode).send(error.answer);
      // Fastify's own refusals (schema validation, malformed JSON, a content type or size it does not take), in
      // its words.
      if (error.validation) return badRequest(reply, 'invalid_request', { reason: error.message });
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status < 500) return refuse(reply, status, 'invalid_request', { reason: error.message });
      if (isDatabaseUnavailable(error)) {
        request.log.warn(`database unavailable: ${error.message}`);
        return reply.status(503).header('Retry-After', '5').send(refusal('database_unavailable'));
      }
      request.log.error(error);
      return refuse(reply, 500, 'internal_error');
    },
  );
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  // One Host, or the edge and the API might each believe another (request-hygiene.ts in libs/util).
  app.addHook('onRequest', async (request, reply) => {
    if (hasSeveralHosts(request.raw.rawHeaders)) {
      return badRequest(reply, 'invalid_request', { reason: 'A request must carry one Host header' });
    }
  });
  // Ajv's type coercion reads a number written with 309 digits or more as Infinity, and Infinity passes its
  // `maximum` (the fuzz sent a 400-digit card id through to PostgreSQL): after validation, any such number in a
  // query, path or body is a bad request, whatever the field.
  app.addHook('preHandler', async (request, reply) => {
    if ([request.query, request.params, request.body].some((part) => holdsInfinity(part))) {
      return badRequest(reply, 'numbers_not_finite');
    }
  });

  registerOpenApi(app, { docsPage });
  app.register(
    async (instance) => {
      const api = typedApp(instance);
      openApiRoute(api, app);
      // The catalogue (repositories and search index) is built once, as the server gets ready (it reads the
      // drugs and stock totals), and shared by its entities' routes.
      const catalogue = await createCatalogue(db);
      const misses = await createSearchMisses(db, vitals?.clock ?? systemClock);
      api.addHook('onClose', () => misses.close());
      categoriesRoutes(api, catalogue);
      regionsRoutes(api, catalogue);
      drugsRoutes(api, catalogue, misses);
      searchMissesRoutes(api, misses, vitals?.staffToken);
      pharmaciesRoutes(api, catalogue);
      collectionsRoutes(api, catalogue);
      salesRoutes(api, catalogue);
      articlesRoutes(api, catalogue);
      metasRoutes(api, catalogue);
      pagesRoutes(api, catalogue);
      sitemapRoutes(api, catalogue);
      binsRoutes(api);
      imagesRoutes(api);
      // Its own scope: the accounts' no-store header stays on their answers.
      api.register(async (scope) => {
        const accountsApi = typedApp(scope);
        accountsRoutes(accountsApi, wireAccounts(accountsApi, { db, catalogue, config: accounts }));
      });
      api.register(vitalsRoutes, { db, config: vitals });
    },
    { prefix: '/api' },
  );
  return app;
}

/**
 * The request as a log line shows it: Fastify's fields, but the URL without search terms or coordinates
 * (`loggableUrl`): the line also holds the client's address.
 */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function withPrivateRequests(logger: ServerOptions['logger']): ServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggedRequest } };
}

/** Whether a parsed query, path or body holds a number that is not finite (at any depth a body may have). */
function holdsInfinity(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  // An uploaded file's bytes are numbers too, and all finite.
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array || depth > 8) return false;
  return Object.values(value).some((item) => holdsInfinity(item, depth + 1));
}

/** Registers the accounts half's routes, each with what `wireAccounts` built for it. */
function accountsRoutes(api: ApiApp, wired: ReturnType<typeof wireAccounts>): void {
  if (wired.smsOutbox) smsOutboxRoutes(api, wired.smsOutbox);
  authRoutes(api, wired.auth);
  usersRoutes(api, wired.users);
  addressesRoutes(api, wired.addresses);
  prescriptionsRoutes(api, wired.prescriptions);
  favoritesRoutes(api, wired.favorites);
  keptCartRoutes(api, wired.keptCart);
  viewedRoutes(api, wired.viewed);
  stockAlertsRoutes(api, wired.stockAlerts);
  telegramRoutes(api, wired.telegram);
  stockReceiptsRoutes(api, wired.stockReceipts);
  cartRoutes(api, wired.cart);
  orderLiveRoutes(api, wired.orderLive);
  orderFeedRoutes(api, wired.orderFeed);
  remindersRoutes(api, wired.reminders);
  ordersRoutes(api, wired.orders);
  paymentsRoutes(api, wired.payments);
  if (wired.devPayments) devPaymentRoutes(api, wired.devPayments);
  if (wired.devCardApi) devCardApiRoutes(api);
  cardsRoutes(api, wired.cards);
  if (wired.paymeMerchant) paymeMerchantRoutes(api, wired.paymeMerchant);
  if (wired.clickShop) clickShopRoutes(api, wired.clickShop);
}
