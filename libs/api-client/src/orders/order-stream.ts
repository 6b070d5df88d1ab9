import type { OrderStatus } from '@gopharm/util';

/** A change of one of the shopper's orders, as `GET v1/orders/live` sends it. */
export interface OrderChangeDto {
  order_id: number;
  status: OrderStatus;
  occurred_at: string;
}

export type OrderStreamMessage =
  | { kind: 'change'; id: string | undefined; change: OrderChangeDto }
  /** Changes may have been missed: read the orders again. */
  | { kind: 'resync' };

/** How a stream ended: the server closed it (status 200), refused it, or the network failed (status 0). */
export interface OrderStreamEnd {
  status: number;
  /** Seconds the server asked to wait before the next (429), when it said so. */
  retryAfter?: number;
}

/**
 * GET v1/orders/live (auth): reads the shopper's live order changes until the stream ends or `signal` aborts.
 * Through `fetch` rather than EventSource, which cannot send the bearer token; the caller reconnects (with
 * `lastEventId`, so the server sends what was missed). A feature's call, loaded with the order screens.
 */
export async function readOrderStream(options: {
  token: string;
  lastEventId?: string;
  signal: AbortSignal;
  onMessage: (message: OrderStreamMessage) => void;
  baseUrl?: string;
  fetch?: typeof fetch;
}): Promise<OrderStreamEnd> {
  const { token, lastEventId, signal, onMessage } = options;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${options.baseUrl ?? '/api/'}v1/orders/live`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal,
      cache: 'no-store',
    });
  } catch {
    return { status: 0 };
  }
  if (!response.ok || !response.body) {
    // The API's 429 says seconds (never a date). Read here rather than through the http client's reader, which
    // lives in the first-load chunk: importing it from this lazy module made that chunk export it (+ bytes).
    const wait = Number(response.headers.get('retry-after'));
    return { status: response.status, retryAfter: Number.isFinite(wait) && wait > 0 ? wait : undefined };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const fields = new Map<string, string>();
        for (const line of buffer.slice(0, end).split('\n')) {
          const colon = line.indexOf(':');
          // A comment (the heartbeat) starts with a colon.
          if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
        buffer = buffer.slice(end + 2);
        const event = fields.get('event');
        if (event === 'resync') onMessage({ kind: 'resync' });
        if (event === 'order') {
          const change = JSON.parse(fields.get('data') ?? 'null') as OrderChangeDto | null;
          if (change) onMessage({ kind: 'change', id: fields.get('id'), change });
        }
      }
    }
  } catch {
    return { status: 0 };
  }
  return { status: 200 };
}
