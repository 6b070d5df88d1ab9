import { withLaterCalls } from '../load-later-calls';
import type { ApiClientConfig, HttpClient, HttpTimeouts, PostOptions, Query, SendInit } from './http-types';
import type { Result } from './result';

export type { ApiClientConfig, HttpClient, HttpTimeouts, PostOptions, Query, SendInit } from './http-types';

/** In the browser a GET is tried at most 1 + GET_RETRIES times. */
export const GET_RETRIES = 2;

const DEFAULT_TIMEOUTS: HttpTimeouts = {
  getMs: 10_000,
  postMs: 15_000,
  orderMs: 30_000,
  backoffLimitMs: 3_000,
  getRetries: GET_RETRIES,
};

export function createHttpClient(config: ApiClientConfig): HttpClient {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...config.timeouts };
  let calls: HttpClient | undefined;
  // Through ky, loaded with the first call (load-later-calls.ts).
  const via = <T>(call: (calls: HttpClient) => Promise<Result<T>>): Promise<Result<T>> =>
    withLaterCalls(config, ({ createKyCalls }) => call((calls ??= createKyCalls(config, timeouts))));
  return {
    get: <T>(path: string, query?: Query) => via((c) => c.get<T>(path, query)),
    getOne: <T>(path: string, query?: Query) => via((c) => c.getOne<T>(path, query)),
    post: <T>(path: string, body?: unknown, options?: PostOptions) =>
      via((c) => c.post<T>(path, body, options)),
    send: <T>(path: string, init: SendInit) => via((c) => c.send<T>(path, init)),
  };
}
