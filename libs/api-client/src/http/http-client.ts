import { AppError } from './app-error';
import { failed, type Result } from './result';

export interface ApiClientConfig {
  /** Base URL of the API, "/api/" by default. Absolute on the server, relative in the browser. */
  baseUrl?: string;
  /** Current locale, sent as `lan` on every call. */
  getLocale: () => string;
  /** Effective region id, sent as `region` when set. */
  getRegion?: () => number | null | undefined;
  /** Bearer token of the stored user, if any. */
  getToken?: () => string | null | undefined;
  /** Sentry DSN: failures are reported to Sentry only when it is set (the SDK is then loaded lazily). */
  sentryDsn?: string;
  /** Told about every failure (error reporting besides Sentry, logging). */
  onError?: (error: AppError) => void;
  /**
   * Told about a 401 and the token the refused call carried (null: none), so the domain can decide what it means
   * (logout, go to /auth) and ignore a refusal of a token it no longer holds.
   */
  onUnauthorized?: (error: AppError, sentToken: string | null) => void;
  /** Injected fetch, for the server and for tests. */
  fetch?: typeof fetch;
  /** Timeouts and retry delays, shortened by tests. */
  timeouts?: Partial<HttpTimeouts>;
}

export interface HttpTimeouts {
  /** Per attempt of a GET. */
  getMs: number;
  /** Per POST. */
  postMs: number;
  /** Placing an order: longer, because it is never retried. */
  orderMs: number;
  /** Upper bound of the backoff between GET retries. */
  backoffLimitMs: number;
  /** Retries of a failed GET (the server render, bound by its page's deadline, makes none). */
  getRetries: number;
}

/** In the browser a GET is tried at most 1 + GET_RETRIES times. */
export const GET_RETRIES = 2;

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  getMs: 10_000,
  postMs: 15_000,
  orderMs: 30_000,
  backoffLimitMs: 3_000,
  getRetries: GET_RETRIES,
};

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface PostOptions {
  /** Placing an order: never retried, longer timeout. */
  placesOrder?: boolean;
  /**
   * The shopper is shown why the server refused: a 4xx answer (but 401) in the contract's shape `{ status: 0,
   * code, msg }`, or a 200 whose `status` is below 1, fails as a `refusal` with its body, HTTP status and
   * Retry-After (AppError.answer), not as a plain `http` failure.
   */
  refusal?: boolean;
  headers?: Record<string, string>;
  query?: Query;
}

/** Every call yields its Result: the answer, or the AppError that says how it failed (never throws). */
export interface HttpClient {
  /** GET: retried with backoff on network errors and 5xx. */
  get<T>(path: string, query?: Query): Promise<Result<T>>;
  /** GET of one entity by id or slug: null when it does not exist (404, not reported as a failure). */
  getOne<T>(path: string, query?: Query): Promise<Result<T | null>>;
  /** POST: never retried. */
  post<T>(path: string, body?: unknown, options?: PostOptions): Promise<Result<T>>;
  /**
   * Any other call, never retried (a feature's own, written with its screens: a file sent as it is, a PUT, a
   * DELETE, a file's bytes): the answer is JSON, or the bytes with `blob`.
   */
  send<T>(path: string, init: SendInit): Promise<Result<T>>;
}

export interface SendInit {
  method: 'get' | 'post' | 'put' | 'delete';
  body?: Blob;
  headers?: Record<string, string>;
  /** As PostOptions.refusal. */
  refusal?: boolean;
  /** The answer's bytes, not JSON. */
  blob?: boolean;
}

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
