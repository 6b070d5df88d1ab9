import type { AuthGuard } from '../http/auth-guard';
import { tooManyRequests } from '../http/replies';
import type { OrderChange, OrderChanges } from './order-changes';
import type { OrderEventsRepo } from './order-events-repo';
import type { ApiApp } from '../http/api-app';

export interface OrderLiveConfig {
  /** A comment line this often keeps the stream's proxies (the edge's API_TIMEOUT_MS, 10 s) from timing it out. */
  heartbeatMs: number;
  /** A stream ends after this long; the client opens a new one (its sign-in is checked again). */
  lifetimeMs: number;
  /** Streams one shopper may hold open on one instance (tabs); one more is 429. */
  perUser: number;
  /** Steps a reconnecting stream is sent from `Last-Event-ID` at most (more: `resync`). */
  catchUp: number;
}

export const DEFAULT_ORDER_LIVE: OrderLiveConfig = {
  heartbeatMs: 5_000,
  lifetimeMs: 30 * 60_000,
  perUser: 5,
  catchUp: 100,
};

/**
 * `GET v1/orders/live` **auth**: Server-Sent Events of the shopper's own orders (`event: order`, `id` the step's
 * row, data `{ order_id, status, occurred_at }`). A client that reconnects with `Last-Event-ID` is first sent the
 * steps it missed; `event: resync` says to read the orders again (more were missed than are sent, or an instance
 * lost its database listener). Heartbeat comments keep it open through proxies; it ends after `lifetimeMs`.
 */
export function orderLiveRoutes(
  app: ApiApp,
  deps: {
    changes: OrderChanges;
    events: OrderEventsRepo;
    requireUser: AuthGuard;
    config?: Partial<OrderLiveConfig>;
  },
) {
  const config = { ...DEFAULT_ORDER_LIVE, ...deps.config };
  const { changes, events } = deps;
  const open = new Set<() => void>();
  // Close ends the streams (a hijacked answer would hold the server open), after which the client reconnects.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/v1/orders/live', { onRequest: deps.requireUser }, async (request, reply) => {
    const userId = request.userId;
    if (changes.streamsOf(userId) >= config.perUser) {
      return tooManyRequests(reply, 'order_streams_per_user', 60_000);
    }
    const lastHeader = request.headers['last-event-id'];
    const lastId =
      typeof lastHeader === 'string' && /^\d{1,15}$/.test(lastHeader) ? Number(lastHeader) : null;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and the like: pass each event on as it comes.
      'x-accel-buffering': 'no',
    });
    let sentUpTo = lastId ?? 0;
    const send = (change: Pick<OrderChange, 'event_id' | 'order_id' | 'status' | 'occurred_at'>) => {
      if (change.event_id <= sentUpTo) return;
      sentUpTo = change.event_id;
      const { order_id, status, occurred_at } = change;
      res.write(
        `id: ${change.event_id}\nevent: order\ndata: ${JSON.stringify({ order_id, status, occurred_at })}\n\n`,
      );
    };
    // Heard from now on, held until the missed steps are sent, so none is lost between the two or sent twice.
    let held: OrderChange[] | null = [];
    const unsubscribe = changes.subscribe(userId, (signal) => {
      if (signal.kind === 'resync') res.write('event: resync\ndata: {}\n\n');
      else if (held) held.push(signal.change);
      else send(signal.change);
    });
    const heartbeat = setInterval(() => res.write(': \n\n'), config.heartbeatMs);
    const lifetime = setTimeout(() => end(), config.lifetimeMs);
    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      open.delete(end);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      res.end();
    }
    open.add(end);
    res.on('close', end);
    res.write(': open\n\n');

    try {
      if (lastId !== null) {
        const missed = await events.since(userId, lastId, config.catchUp + 1);
        if (missed.length > config.catchUp) res.write('event: resync\ndata: {}\n\n');
        for (const step of missed.slice(0, config.catchUp)) send(step);
      }
    } catch (error) {
      request.log.error({ err: error }, 'order stream: missed steps not read');
      res.write('event: resync\ndata: {}\n\n');
    }
    for (const change of held) send(change);
    held = null;
  });
}
