// The HTTP client's types, shared by its front (http-client.ts) and its calls (ky-calls.ts), which it loads lazily.
import type { AppError } from './app-error';
import type { Result } from './result';

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
