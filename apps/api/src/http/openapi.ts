import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Where the API serves its OpenAPI document (under /api), and, in development only, a page to browse it. */
export const OPENAPI_PATH = '/v1/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' schemas (the contract in @gopharm/util/contract): it cannot
 * say what the code does not. Registered before the routes, which it reads as they are added.
 */
export function registerOpenApi(app: FastifyInstance, { docsPage }: { docsPage: boolean }): void {
  app.register(swagger, {
    openapi: {
      info: {
        title: 'GoPharm storefront API',
        version: '1',
        description:
          'Every call takes `lan` (ru, uz) and `region`. A refusal is `{ status: 0, msg }` with the HTTP status ' +
          'its route names; see apps/api/README.md.',
      },
      servers: [{ url: '/' }],
    },
  });
  if (docsPage) {
    // Swagger UI's files load only when the page is on: a production build never has it.
    app.register(async (scope) => {
      const { default: swaggerUi } = await import('@fastify/swagger-ui');
      await scope.register(swaggerUi, { routePrefix: API_DOCS_PATH });
    });
  }
}

/** `GET /api/v1/openapi.json`: the document itself. */
export function openApiRoute(api: FastifyInstance, app: FastifyInstance): void {
  api.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
