import {
  OrderStatusEventAnswer,
  type OrderStatusEventAnswerDto,
  OrderStatusEventBody,
} from '@gopharm/util/contract';
import type { FastifyReply } from 'fastify';
import { isUniqueViolation } from '../db/database';
import { badRequest, refusal, Refused, refuse } from '../http/replies';
import { bearerMatcher, requestDigest } from '../http/secrets';
import type { KnownFeedEvent } from './order-events-repo';
import { changeOrderStatus, type OrderStatusDeps } from './order-status';
import type { ApiApp } from '../http/api-app';

type EventAnswer = OrderStatusEventAnswerDto;

/**
 * `POST v1/orders/status-events`, the pharmacies' systems' call (a bearer token of its own, ORDER_FEED_TOKEN,
 * checked in constant time; no call without one configured): one event moves one order along the status graph
 * (`changeOrderStatus`, the one way a status changes). Idempotent by the event's own id: the id and the answer are
 * written in the change's transaction, and a copy sent again, one after the other or at once on any instance, gets
 * the first answer; the id with another event is 409. A move the graph does not allow, or an event older than the
 * status the order has, is 409 and changes nothing.
 */
export function orderFeedRoutes(
  app: ApiApp,
  deps: OrderStatusDeps & {
    /** The pharmacies' systems' token; without one there is no such call. */
    feedToken?: string;
  },
) {
  if (!deps.feedToken) return;
  const { events } = deps;
  // Constant time: an early length check would tell a caller how long the token is.
  const isFeed = bearerMatcher(deps.feedToken);

  /** An event taken before: its first answer, or 409 when the id came with another event. */
  const answerKnown = (reply: FastifyReply, known: KnownFeedEvent, hash: string, eventId: string) =>
    known.body_hash === hash
      ? (JSON.parse(known.answer) as EventAnswer)
      : refuse(reply, 409, 'order_event_id_reused', { event_id: eventId });

  app.post(
    '/v1/orders/status-events',
    { schema: { body: OrderStatusEventBody, response: { 200: OrderStatusEventAnswer } } },
    async (request, reply) => {
      if (!isFeed(request.headers.authorization)) return refuse(reply, 401, 'unauthorized');
      const { event_id, order_id, status, occurred_at, courier_expected_at } = request.body;
      const hash = requestDigest(request.body);
      const known = await events.findFeedEvent(event_id);
      if (known) return answerKnown(reply, known, hash, event_id);
      const occurredAt = new Date(occurred_at);
      const expectedAt = courier_expected_at === undefined ? undefined : new Date(courier_expected_at);
      // The pattern lets a 13th month or a 31st of February through.
      if (Number.isNaN(occurredAt.getTime()) || (expectedAt && Number.isNaN(expectedAt.getTime()))) {
        return badRequest(reply, 'invalid_request', {
          reason: 'occurred_at and courier_expected_at must be real instants',
        });
      }

      let answer: EventAnswer;
      try {
        answer = await deps.db.transaction(async () => {
          const result = await changeOrderStatus(deps, order_id, {
            status,
            occurredAt,
            courierExpectedAt: expectedAt,
          });
          if (result.kind === 'not-found') throw new Refused(404, refusal('order_not_found'));
          if (result.kind === 'refused') {
            // A copy of this very event, committed meanwhile by another request: the first answer, not a refusal.
            const first = await events.findFeedEvent(event_id);
            if (first) throw new KnownMeanwhile(first);
            throw new Refused(
              409,
              result.code === 'order_status_move'
                ? refusal('order_status_move', { from: result.from, to: status })
                : refusal('order_event_out_of_order', { after: result.after }),
            );
          }
          const { order } = result;
          const done: EventAnswer = {
            status: 1,
            // The status this event set (the row's own column is a plain string).
            order_status: status,
            ready_until: order.ready_until,
            courier_expected_at: order.courier_expected_at,
          };
          await events.markFromFeed(result.eventId, event_id, hash, JSON.stringify(done));
          return done;
        });
      } catch (error) {
        if (error instanceof KnownMeanwhile) return answerKnown(reply, error.known, hash, event_id);
        if (!isUniqueViolation(error)) throw error;
        // The same id committed by another request (on any instance) while this one ran: its answer.
        const first = await events.findFeedEvent(event_id);
        if (!first) throw error;
        return answerKnown(reply, first, hash, event_id);
      }
      return answer;
    },
  );
}

/** The event's id was recorded by another request while this one waited: answered as that one was. */
class KnownMeanwhile extends Error {
  constructor(readonly known: KnownFeedEvent) {
    super('feed event recorded meanwhile');
  }
}
