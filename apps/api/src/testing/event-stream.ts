import type { FastifyInstance } from 'fastify';

/** Test helpers: the live order stream (`GET v1/orders/live`) read as a browser reads it. */

interface StreamSource {
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  body: AsyncIterable<Uint8Array | string> | null;
  close(): void;
}

/** Events parsed from the bytes as they come. */
function readEvents(source: StreamSource) {
  const events: Array<{ id?: string; event: string; data: unknown }> = [];
  const waiting: { wake?: () => void } = {};
  const reading = (async () => {
    if (!source.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of source.body) {
        buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (!fields.event) continue;
          events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          waiting.wake?.();
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    status: source.status,
    contentType: source.contentType,
    cacheControl: source.cacheControl,
    events,
    /** Waits until `count` events came, or `ms` passed. */
    async until(count: number, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (events.length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiting.wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return events;
    },
    async close() {
      source.close();
      await reading;
    },
  };
}

export type OrderStream = ReturnType<typeof readEvents>;

const headersOf = (authorization: string, lastEventId?: string) => ({
  authorization,
  ...(lastEventId && { 'last-event-id': lastEventId }),
});

/** Over real HTTP (an API process); `base` ends in `/api/`. */
export async function openStream(base: string, authorization: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}v1/orders/live`, {
    headers: headersOf(authorization, lastEventId),
    signal: controller.signal,
  });
  return readEvents({
    status: response.status,
    contentType: response.headers.get('content-type') ?? undefined,
    cacheControl: response.headers.get('cache-control') ?? undefined,
    body: response.body,
    close: () => controller.abort(),
  });
}

/** In the test's process, through Fastify's inject (the answer streamed as the server writes it). */
export async function injectStream(app: FastifyInstance, authorization: string, lastEventId?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/orders/live',
    headers: headersOf(authorization, lastEventId),
    payloadAsStream: true,
  });
  const body = response.stream();
  return readEvents({
    status: response.statusCode,
    contentType: response.headers['content-type'] as string | undefined,
    cacheControl: response.headers['cache-control'] as string | undefined,
    body,
    close: () => body.destroy(),
  });
}
