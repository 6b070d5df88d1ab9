import type { OrderStatus } from '@gopharm/util';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

/** An order changed: what its owner's live streams are told. `event_id` is the `order_events` row. */
export interface OrderChange {
  user_id: number;
  order_id: number;
  event_id: number;
  status: OrderStatus;
  occurred_at: string;
}

/** A change, or `resync`: changes may have been missed (the listening connection was lost): read the orders again. */
export type OrderSignal = { kind: 'change'; change: OrderChange } | { kind: 'resync' };

const CHANNEL = 'order_changes';
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * Tells the API instances' live streams that an order changed, in the change's own transaction. PostgreSQL: a
 * `NOTIFY` on `order_changes`, which the database delivers on commit (never on rollback) to every instance's
 * `LISTEN` connection, this one's included; an instance that lost that connection reconnects and tells its streams
 * to read their orders again (`resync`). SQLite (one process): straight to this process's streams once the
 * transaction has committed. Listeners are kept per shopper: a stream hears its own shopper's orders and nothing
 * else.
 */
export function createOrderChanges(db: Database, log: Pick<FastifyBaseLogger, 'warn' | 'error'>) {
  const listeners = new Map<number, Set<(signal: OrderSignal) => void>>();
  let listener: import('pg').Client | null = null;
  let stopped = true;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;

  function deliver(change: OrderChange) {
    for (const listen of listeners.get(change.user_id) ?? []) listen({ kind: 'change', change });
  }
  function resyncAll() {
    for (const set of listeners.values()) for (const listen of set) listen({ kind: 'resync' });
  }

  async function connect(): Promise<void> {
    const pool = db.postgresPool!;
    const { default: pg } = await import('pg');
    const client = new pg.Client(pool.options);
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = null;
      void client.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err: error }, 'order changes: the listening connection was lost, reconnecting');
      schedule();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as OrderChange);
      } catch (error) {
        log.error({ err: error }, 'order changes: a notification that is not a change');
      }
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    // Whatever was notified while no connection listened is read again by the streams.
    if (attempts > 0) resyncAll();
    attempts = 0;
  }

  function schedule() {
    clearTimeout(retry);
    retry = setTimeout(
      () => {
        attempts++;
        connect().catch((error: Error) => {
          if (stopped) return;
          log.warn({ err: error }, 'order changes: could not listen, trying again');
          schedule();
        });
      },
      RECONNECT_MS[Math.min(attempts, RECONNECT_MS.length - 1)],
    );
    retry.unref();
  }

  return {
    /** Inside the change's transaction: told to the streams once it commits. */
    async publish(change: OrderChange): Promise<void> {
      if (db.engine === 'postgres') {
        await db.query('SELECT pg_notify(?, ?)', [CHANNEL, JSON.stringify(change)]);
      } else {
        db.afterCommit(() => deliver(change));
      }
    },
    /** Hears this shopper's orders' changes until the returned function is called. */
    subscribe(userId: number, listen: (signal: OrderSignal) => void): () => void {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listen);
      return () => {
        set.delete(listen);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    /** How many streams this shopper has open here. */
    streamsOf(userId: number): number {
      return listeners.get(userId)?.size ?? 0;
    },
    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      if (db.engine === 'postgres') await connect();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}

export type OrderChanges = ReturnType<typeof createOrderChanges>;
