import type { OrderStatus } from '@gopharm/util';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

/** A feed event taken before: what it said (as a hash) and the answer it was given. */
export interface KnownFeedEvent {
  body_hash: string;
  answer: string;
}

/** One step of an order's timeline. */
export interface OrderEventRow {
  status: OrderStatus;
  occurred_at: string;
}

/**
 * What happened to orders (`order_events`, migration 50): all SQL for it lives here. Every status change writes a
 * row (the timeline); one the pharmacies' feed reported carries the feed's id (unique) and its answer, written in
 * the change's transaction: a copy sent again reads that answer.
 */
export function createOrderEventsRepo(db: Database, clock: Clock) {
  const insert = db.prepare(
    'INSERT INTO order_events (order_id, status, occurred_at, recorded_at) VALUES (?, ?, ?, ?) RETURNING id',
  );
  const claimFeedId = db.prepare('UPDATE order_events SET feed_event_id = ?, body_hash = ? WHERE id = ?');
  const finish = db.prepare('UPDATE order_events SET answer = ? WHERE feed_event_id = ?');
  const findFeed = db.prepare('SELECT body_hash, answer FROM order_events WHERE feed_event_id = ?');
  const timelines = db.prepare(
    `SELECT order_id, status, occurred_at FROM order_events WHERE order_id IN (${db.jsonList()}) ORDER BY id`,
  );
  const since = db.prepare(
    `SELECT e.id AS event_id, e.order_id, e.status, e.occurred_at FROM order_events e
     JOIN orders o ON o.id = e.order_id WHERE o.user_id = ? AND e.id > ? ORDER BY e.id LIMIT ?`,
  );
  return {
    /** The shopper's orders' steps recorded after `afterId`, oldest first (a stream that reconnects catches up). */
    async since(
      userId: number,
      afterId: number,
      limit: number,
    ): Promise<Array<{ event_id: number; order_id: number; status: OrderStatus; occurred_at: string }>> {
      return since.all(userId, afterId, limit);
    },
    /** Records a status the order took (inside the change's transaction). */
    async record(orderId: number, status: OrderStatus, occurredAt: string): Promise<number> {
      const row = await insert.get<{ id: number }>(orderId, status, occurredAt, clock().toISOString());
      return Number(row!.id);
    },
    /** The feed event with this id, once its transaction committed (the answer is written in it). */
    async findFeedEvent(eventId: string): Promise<KnownFeedEvent | undefined> {
      const row = await findFeed.get<{ body_hash: string | null; answer: string | null }>(eventId);
      return row?.answer && row.body_hash ? { body_hash: row.body_hash, answer: row.answer } : undefined;
    },
    /** The feed's id and the answer on the event just recorded, in the same transaction: a copy sent again reads it. */
    async markFromFeed(eventRowId: number, eventId: string, bodyHash: string, answer: string): Promise<void> {
      await claimFeedId.run(eventId, bodyHash, eventRowId);
      await finish.run(answer, eventId);
    },
    /** The orders' steps, oldest first, by order. */
    async timelines(orderIds: readonly number[]): Promise<Map<number, OrderEventRow[]>> {
      const byOrder = new Map<number, OrderEventRow[]>(orderIds.map((id) => [id, []]));
      if (orderIds.length === 0) return byOrder;
      const rows = await timelines.all<OrderEventRow & { order_id: number }>(JSON.stringify(orderIds));
      for (const { order_id, status, occurred_at } of rows)
        byOrder.get(order_id)?.push({ status, occurred_at });
      return byOrder;
    },
  };
}

export type OrderEventsRepo = ReturnType<typeof createOrderEventsRepo>;
