import { formatOrderNumber } from '@gopharm/util';
import { ReminderBody, ReminderSet, RemindersAnswer, Status } from '@gopharm/util/contract';
import type { AuthGuard } from '../http/auth-guard';
import { commonQuerySchema } from '../http/common-query';
import { idParamsSchema, notFound, refuse } from '../http/replies';
import type { ApiApp } from '../http/api-app';
import { askedPlaceOf } from '../http/scope';
import { isCancelled } from '../orders/cashback';
import type { OrdersRepo } from '../orders/orders-repo';
import type { Reminder, RemindersRepo } from './reminders-repo';

const shown = (reminder: Reminder) => ({ ...reminder, number: formatOrderNumber(reminder.order_id) });

/**
 * "Напомнить через 30 дней", a signed-in shopper's own reminders: `GET v1/reminders`, `POST v1/reminders`
 * {order_id, days} (one per order: asking again moves its day; told in the request's language), `DELETE
 * v1/reminders/:id`. Another shopper's order or reminder is not found. Due ones are sent by reminder-sweep.ts.
 */
export function remindersRoutes(
  app: ApiApp,
  deps: { reminders: RemindersRepo; orders: Pick<OrdersRepo, 'find'>; requireUser: AuthGuard },
) {
  const { reminders, orders, requireUser } = deps;

  app.get(
    '/v1/reminders',
    { onRequest: requireUser, schema: { response: { 200: RemindersAnswer } } },
    async (request) => ({ status: 1, results: (await reminders.list(request.userId)).map(shown) }),
  );

  app.post(
    '/v1/reminders',
    {
      onRequest: requireUser,
      schema: { querystring: commonQuerySchema, body: ReminderBody, response: { 200: ReminderSet } },
    },
    async (request, reply) => {
      const { order_id, days = 30 } = request.body;
      const order = await orders.find(order_id, request.userId);
      if (!order) return notFound(reply, 'order_not_found');
      if (isCancelled(order.status)) return refuse(reply, 409, 'order_cancelled');
      const id = await reminders.set(request.userId, order_id, askedPlaceOf(request.query).lan, days);
      const reminder = (await reminders.list(request.userId)).find((entry) => entry.id === id)!;
      return { status: 1, reminder: shown(reminder) };
    },
  );

  app.delete(
    '/v1/reminders/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: Status } } },
    async (request, reply) =>
      (await reminders.cancel(request.userId, request.params.id))
        ? { status: 1 }
        : notFound(reply, 'not_found'),
  );
}
