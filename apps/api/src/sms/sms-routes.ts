import type { FastifyInstance } from 'fastify';
import type { SmsOutboxRepo } from './sms-outbox-repo';

/** `GET dev/sms-outbox`: registered only while the console provider is on, so production has no such call. */
export function smsOutboxRoutes(app: FastifyInstance, outbox: SmsOutboxRepo): void {
  app.get<{ Querystring: { phone?: string } }>(
    '/dev/sms-outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { phone: { type: 'string', pattern: '^\\d{12}$' } },
        },
      },
    },
    async (request) => ({ results: outbox.list(request.query.phone) }),
  );
}
