import { LRUCache } from 'lru-cache';
import { Agent, request as undiciRequest } from 'undici';

export interface ApiFetchOptions {
  /** How long a public answer is reused (a few seconds: prices and stock stay fresh). 0 turns caching off. */
  cacheTtlMs: number;
  /** How many bytes of answers are kept at most (the cache's memory stays bounded). */
  cacheMaxBytes?: number;
  connectTimeoutMs: number;
}

interface Stored {
  status: number;
  contentType: string;
  body: string;
}

/** Per request: who asked, so the API's logs and rate limits see the shopper behind the render. */
export interface CallerHeaders {
  requestId: string;
  forwardedFor: string;
}

/**
 * The server render's way to the API: keep-alive connections (an undici Agent), and a short LRU cache of
 * public answers keyed by the full URL (language and region are in its query). Only GETs without credentials
 * are cached, only 200 and 404 answers, and concurrent misses for the same URL share one call.
 */
export class ApiFetch {
  private readonly agent: Agent;
  private readonly cache: LRUCache<string, Stored> | null;
  private readonly inFlight = new Map<string, Promise<Stored>>();

  constructor(options: ApiFetchOptions) {
    this.agent = new Agent({
      connections: 64,
      keepAliveTimeout: 60_000,
      connect: { timeout: options.connectTimeoutMs },
    });
    this.cache =
      options.cacheTtlMs > 0
        ? new LRUCache({
            maxSize: options.cacheMaxBytes ?? 16 * 1024 * 1024,
            sizeCalculation: (stored) => stored.body.length * 2 + 64,
            ttl: options.cacheTtlMs,
          })
        : null;
  }

  /** A fetch for one page render, sending that request's id and the shopper's address along. */
  forRequest(caller: CallerHeaders): typeof fetch {
    return async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const stored = await this.answer(request, caller);
      return new Response(stored.body, {
        status: stored.status,
        headers: { 'content-type': stored.contentType },
      });
    };
  }

  private answer(request: Request, caller: CallerHeaders): Promise<Stored> {
    const cacheable =
      this.cache !== null && request.method === 'GET' && !request.headers.has('authorization');
    if (!cacheable) return this.call(request, caller);
    const hit = this.cache.get(request.url);
    if (hit) return Promise.resolve(hit);
    const pending = this.inFlight.get(request.url);
    if (pending) return pending;
    const call = this.call(request, caller)
      .then((stored) => {
        if (stored.status === 200 || stored.status === 404) this.cache?.set(request.url, stored);
        return stored;
      })
      .finally(() => this.inFlight.delete(request.url));
    this.inFlight.set(request.url, call);
    return call;
  }

  private async call(request: Request, caller: CallerHeaders): Promise<Stored> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': caller.requestId,
      'x-forwarded-for': caller.forwardedFor,
    };
    request.headers.forEach((value, name) => (headers[name] = value));
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    let answer: Awaited<ReturnType<typeof undiciRequest>>;
    try {
      answer = await undiciRequest(request.url, {
        method: request.method as 'GET',
        headers,
        body,
        dispatcher: this.agent,
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal.aborted) throw error;
      // What fetch throws when it cannot reach the server, so the API client reports a network error (503).
      throw new TypeError('fetch failed', { cause: error });
    }
    const contentType = String(answer.headers['content-type'] ?? 'application/json');
    return { status: answer.statusCode, contentType, body: await answer.body.text() };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}
