import { type OrderStreamMessage, readOrderStream } from './order-stream';

/** A fetch that answers the stream's bytes in the chunks given (split anywhere, as a network splits them). */
function streamingFetch(chunks: string[], init: ResponseInit = {}) {
  const requests: Request[] = [];
  const fetchStream = async (input: RequestInfo | URL, options?: RequestInit) => {
    requests.push(new Request(new URL(String(input), 'http://shop.test'), options));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init });
  };
  return { fetch: fetchStream as typeof fetch, requests };
}

describe('reading the live order stream', () => {
  it('sends the bearer token and Last-Event-ID, and parses events split anywhere, skipping heartbeats', async () => {
    const { fetch, requests } = streamingFetch([
      ': open\n\n: \n',
      '\nid: 41\nevent: order\ndata: {"order_id":7,"sta',
      'tus":"accept","occurred_at":"2026-11-21T10:01:00.000Z"}\n\nevent: resync\ndata: {}\n\n',
    ]);
    const messages: OrderStreamMessage[] = [];
    const end = await readOrderStream({
      token: 'secret',
      lastEventId: '40',
      signal: new AbortController().signal,
      onMessage: (message) => messages.push(message),
      fetch,
    });
    expect(requests[0].url).toBe('http://shop.test/api/v1/orders/live');
    expect(requests[0].headers.get('authorization')).toBe('Bearer secret');
    expect(requests[0].headers.get('last-event-id')).toBe('40');
    expect(messages).toEqual([
      {
        kind: 'change',
        id: '41',
        change: { order_id: 7, status: 'accept', occurred_at: '2026-11-21T10:01:00.000Z' },
      },
      { kind: 'resync' },
    ]);
    expect(end).toEqual({ status: 200 });
  });

  it('says how a refused stream ended: a 429 with its wait, a 401, a network failure', async () => {
    const read = (fetch: typeof globalThis.fetch) =>
      readOrderStream({
        token: 't',
        signal: new AbortController().signal,
        onMessage: () => undefined,
        fetch,
      });
    const limited = streamingFetch([], { status: 429, headers: { 'retry-after': '60' } });
    expect(await read(limited.fetch)).toEqual({ status: 429, retryAfter: 60 });
    expect(await read(streamingFetch([], { status: 401 }).fetch)).toEqual({
      status: 401,
      retryAfter: undefined,
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await read(offline)).toEqual({ status: 0 });
  });
});
