import { AppError } from './app-error';
import type { ApiClientConfig, HttpClient, HttpTimeouts, PostOptions, Query, SendInit } from './http-types';
import { failed, type Result } from './result';

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

type KyCalls = typeof import('./ky-calls');

/**
 * How calls are made (ky and the answers' reading), fetched with the first call rather than with the page: a
 * page's first paint and hydration make none (the server rendered their data), so ky's 8.6 kB gzip and this
 * client's own ~1 kB leave every page's first load. A failed fetch of it is tried again by the next call.
 */
let kyCallsModule: Promise<KyCalls> | undefined;
function loadKyCalls(): Promise<KyCalls> {
  kyCallsModule ??= import('./ky-calls').catch((error: unknown) => {
    kyCallsModule = undefined;
    throw error;
  });
  return kyCallsModule;
}

export function createHttpClient(config: ApiClientConfig): HttpClient {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...config.timeouts };
  let calls: HttpClient | undefined;
  function via<T>(call: (calls: HttpClient) => Promise<Result<T>>): Promise<Result<T>> {
    return loadKyCalls().then(
      ({ createKyCalls }) => call((calls ??= createKyCalls(config, timeouts))),
      () => {
        // The code's chunk did not arrive: offline, as a call that got no answer.
        const error = new AppError(500, 'Network Error', 'network');
        config.onError?.(error);
        return failed(error);
      },
    );
  }
  return {
    get: <T>(path: string, query?: Query) => via((c) => c.get<T>(path, query)),
    getOne: <T>(path: string, query?: Query) => via((c) => c.getOne<T>(path, query)),
    post: <T>(path: string, body?: unknown, options?: PostOptions) =>
      via((c) => c.post<T>(path, body, options)),
    send: <T>(path: string, init: SendInit) => via((c) => c.send<T>(path, init)),
  };
}
