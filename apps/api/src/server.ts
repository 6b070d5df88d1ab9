import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createCategoriesRepo } from './categories/categories-repo';
import { categoriesRoutes } from './categories/categories-routes';
import type { Database } from './db/database';
import { type AccountsConfig, accountsRoutes } from './http/accounts';
import { type CataloguePorts, NO_CATALOGUE } from './http/catalogue-ports';

export interface ServerOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may set X-Forwarded-For (the edge), so per-address limits see the shopper's address. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Accounts settings: clock, SMS provider, rate limits, cashback percentage (tests pass small numbers). */
  accounts?: Partial<AccountsConfig>;
  /** The catalogue as the account and order calls see it. */
  catalogue?: CataloguePorts;
}

/** Builds the API: every route lives under /api, answers are JSON with `status` and `msg`. */
export function buildServer({
  db,
  logger = false,
  trustProxy = false,
  accounts,
  catalogue = NO_CATALOGUE,
}: ServerOptions): FastifyInstance {
  // Fastify's request log holds method, url and addresses, never bodies: card data must not reach the log.
  const app = Fastify({
    logger,
    trustProxy,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true } },
  });

  app.setErrorHandler(
    (error: { validation?: unknown; statusCode?: number; message: string }, request, reply) => {
      if (error.validation) {
        return reply.status(400).send({ status: 0, msg: error.message });
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      return reply
        .status(status)
        .send({ status: 0, msg: status === 500 ? 'Internal server error' : error.message });
    },
  );
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ status: 0, msg: 'Not found' }));

  app.register(
    async (api) => {
      categoriesRoutes(api, createCategoriesRepo(db));
      accountsRoutes(api, { db, catalogue, config: accounts });
    },
    { prefix: '/api' },
  );
  return app;
}
