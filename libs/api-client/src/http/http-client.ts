import type { HTTPError, KyInstance, Options } from 'ky';
import { AppError, type RefusalAnswer } from './app-error';
import { failed, succeeded, type Result } from './result';
import { createSentryReporter } from './sentry-reporter';

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

const DEFAULT_TIMEOUTS: HttpTimeouts = {
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

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
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

type Ky = typeof import('ky');

/**
 * ky, fetched with the first call rather than with the page: a page's first paint and hydration make none (the
 * server rendered their data), so its 8.6 kB gzip leave every page's first load. A failed fetch of it is tried
 * again by the next call.
 */
let kyModule: Promise<Ky> | undefined;
function loadKy(): Promise<Ky> {
  kyModule ??= import('ky').catch((error: unknown) => {
    kyModule = undefined;
    throw error;
  });
  return kyModule;
}

function toAppError(error: unknown, { isHTTPError, isNetworkError, isTimeoutError }: Ky): AppError {
  if (isHTTPError(error)) {
    const data = error.data as { msg?: unknown } | undefined;
    // The server's words go to the error report only; what the shopper is told comes from the refusal's code.
    const text = data?.msg;
    const message = typeof text === 'string' && text ? text : error.message;
    return new AppError(error.response.status, message);
  }
  // No response at all: the spec's "Network Error", status 500.
  if (isNetworkError(error)) return new AppError(500, 'Network Error', 'network');
  if (isTimeoutError(error)) return new AppError(500, 'Timeout', 'network');
  return new AppError(500, error instanceof Error ? error.message : String(error));
}

export function createHttpClient(config: ApiClientConfig): HttpClient {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...config.timeouts };
  const report = config.sentryDsn ? createSentryReporter(config.sentryDsn) : undefined;
  let instance: KyInstance | undefined;
  const instanceOf = ({ default: ky }: Ky): KyInstance =>
    (instance ??= ky.create({
      prefix: config.baseUrl ?? '/api/',
      fetch: config.fetch,
    }));

  /** `lan` always, `region` when set, then the call's own parameters. */
  function searchParams(query: Query = {}): Record<string, string> {
    const params: Record<string, string> = { lan: config.getLocale() };
    const region = config.getRegion?.();
    if (region) params.region = String(region);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params[key] = String(value);
    }
    return params;
  }

  /** Reports a failure of a call that carried `sentToken`, and yields it. */
  function fail(appError: AppError, sentToken: string | null): Result<never> {
    report?.(appError);
    config.onError?.(appError);
    if (appError.status === 401) config.onUnauthorized?.(appError, sentToken);
    return failed(appError);
  }

  /**
   * A refusal in the contract's shape (`{ status: 0, code, msg }`): its body as sent, with its HTTP status and
   * Retry-After; undefined when the body is not one.
   */
  function refusedWith(data: unknown, status: number, retryAfter?: string | null): AppError | undefined {
    const body = data as RefusalAnswer | null | undefined;
    if (typeof body?.status !== 'number') return undefined;
    const answer: RefusalAnswer = { ...body, http_status: status };
    const wait = retryAfterSeconds(retryAfter ?? null);
    if (wait !== undefined) answer.retry_after = wait;
    return new AppError(status, body.msg || 'Refused', 'refusal', answer);
  }

  async function run<T>(
    path: string,
    options: Options,
    { notFoundAsNull = false, refusal = false, blob = false } = {},
  ): Promise<Result<T>> {
    let ky: Ky;
    try {
      ky = await loadKy();
    } catch {
      // The library's chunk did not arrive: offline, as a call that got no answer.
      return fail(new AppError(500, 'Network Error', 'network'), null);
    }
    // Read once per call, so a 401 is judged against the token this call carried (retries carry the same).
    const sentToken = config.getToken?.() || null;
    const headers = sentToken
      ? { ...(options.headers as Record<string, string> | undefined), Authorization: `Bearer ${sentToken}` }
      : options.headers;
    let answer: T;
    try {
      const response = instanceOf(ky)(path, { ...options, headers });
      answer = (blob ? await response.blob() : await response.json<T>()) as T;
    } catch (error) {
      const status = ky.isHTTPError(error) ? error.response.status : 0;
      if (notFoundAsNull && status === 404) return succeeded(null as T);
      // A 4xx but 401 (which signs out) may be a refusal the shopper is shown.
      const refused =
        refusal && status >= 400 && status < 500 && status !== 401
          ? refusedWith(
              (error as HTTPError).data,
              status,
              (error as HTTPError).response.headers.get('Retry-After'),
            )
          : undefined;
      return fail(refused ?? toAppError(error, ky), sentToken);
    }
    // A refusal sent with 200: the contract's `status` below 1.
    const refused =
      refusal && Number((answer as RefusalAnswer | null)?.status) < 1 ? refusedWith(answer, 200) : undefined;
    return refused ? fail(refused, sentToken) : succeeded(answer);
  }

  const getOptions = (query?: Query): Options => ({
    method: 'get',
    searchParams: searchParams(query),
    timeout: timeouts.getMs,
    retry: {
      limit: timeouts.getRetries,
      methods: ['get'],
      statusCodes: [500, 502, 503, 504],
      backoffLimit: timeouts.backoffLimitMs,
      jitter: true,
      retryOnTimeout: true,
    },
  });

  return {
    get: <T>(path: string, query?: Query) => run<T>(path, getOptions(query)),
    getOne: <T>(path: string, query?: Query) =>
      run<T | null>(path, getOptions(query), { notFoundAsNull: true }),
    post: <T>(path: string, body?: unknown, options: PostOptions = {}) =>
      run<T>(
        path,
        {
          method: 'post',
          searchParams: searchParams(options.query),
          json: body ?? {},
          headers: options.headers,
          timeout: options.placesOrder ? timeouts.orderMs : timeouts.postMs,
          retry: 0,
        },
        { refusal: options.refusal },
      ),
    send: <T>(path: string, { method, body, headers, refusal, blob }: SendInit) =>
      run<T>(
        path,
        { method, searchParams: searchParams(), body, headers, timeout: timeouts.postMs, retry: 0 },
        { refusal, blob },
      ),
  };
}
