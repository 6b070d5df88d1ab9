import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/**
 * The API's Fastify instance with every route typed from its TypeBox schemas (the contract in
 * @gopharm/util/contract): a handler's query, params and body are what the schema validated, and what it returns is
 * what the response schema serialises. No route writes its request types by hand.
 */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The same instance, seen with the contract's types. */
export function typedApp(app: FastifyInstance): ApiApp {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}
