// The HTTP client's calls through ky: loaded with ky on the first call (http-client.ts), off the first load.
import ky, {
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  type HTTPError,
  type KyInstance,
  type Options,
} from 'ky';
import { AppError, type RefusalAnswer } from './app-error';
import type { ApiClientConfig, HttpClient, HttpTimeouts, PostOptions, Query, SendInit } from './http-types';
import { failed, succeeded, type Result } from './result';
import { createSentryReporter } from './sentry-reporter';

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function toAppError(error: unknown): AppError {
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

/** The client's calls through ky (http-client.ts loads this module with the first call). */
export function createKyCalls(config: ApiClientConfig, timeouts: HttpTimeouts): HttpClient {
  const report = config.sentryDsn ? createSentryReporter(config.sentryDsn) : undefined;
  const instance: KyInstance = ky.create({ prefix: config.baseUrl ?? '/api/', fetch: config.fetch });

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
    // Read once per call, so a 401 is judged against the token this call carried (retries carry the same).
    const sentToken = config.getToken?.() || null;
    const headers = sentToken
      ? { ...(options.headers as Record<string, string> | undefined), Authorization: `Bearer ${sentToken}` }
      : options.headers;
    let answer: T;
    try {
      const response = instance(path, { ...options, headers });
      answer = (blob ? await response.blob() : await response.json<T>()) as T;
    } catch (error) {
      const status = isHTTPError(error) ? error.response.status : 0;
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
      return fail(refused ?? toAppError(error), sentToken);
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
