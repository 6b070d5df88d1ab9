import type { SmsOutboxRepo } from './sms-outbox-repo';
import { assertNotProduction } from './sms-provider';
import type { ApiApp } from '../http/api-app';

/** `GET dev/sms-outbox`: registered only while the console provider is on, so production has no such call. */
export function smsOutboxRoutes(app: ApiApp, outbox: SmsOutboxRepo): void {
  assertNotProduction('GET /api/dev/sms-outbox');
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { phone: { type: 'string', pattern: '^\\d{12}$' } },
        },
      },
    },
    async (request, reply) => {
      // Codes: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return { results: await outbox.list(request.query.phone) };
    },
  );
}
