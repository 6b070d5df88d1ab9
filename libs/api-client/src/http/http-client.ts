import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { AppError } from './app-error';

export interface ApiClientConfig {
  /** Base URL of the API, "/api/" by default. Absolute on the server, relative in the browser. */
  baseUrl?: string;
  /** Current locale, sent as `lan` on every call. */
  getLocale: () => string;
  /** Effective region id, sent as `region` when set. */
  getRegion?: () => number | null | undefined;
  /** Bearer token of the stored user, if any. */
  getToken?: () => string | null | undefined;
  /** Told about every failure (error reporting). */
  onError?: (error: AppError) => void;
  /** Told about a 401, so the domain can decide what it means (logout, go to /auth). */
  onUnauthorized?: (error: AppError) => void;
  /** Injected fetch, for the server and for tests. */
  fetch?: typeof fetch;
}

export interface HttpClient {
  /** GET: retried with backoff on network errors and 5xx. Yields false on failure. */
  get<T>(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<T | false>;
}

const GET_TIMEOUT_MS = 10_000;

function toAppError(error: unknown): AppError {
  if (isHTTPError(error)) {
    const data = error.data as { msg?: unknown } | undefined;
    const message = typeof data?.msg === 'string' && data.msg ? data.msg : error.message;
    return new AppError(error.response.status, message);
  }
  // No response at all: the spec's "Network Error", status 500.
  if (isNetworkError(error)) return new AppError(500, 'Network Error');
  if (isTimeoutError(error)) return new AppError(500, 'Timeout');
  return new AppError(500, error instanceof Error ? error.message : String(error));
}

export function createHttpClient(config: ApiClientConfig): HttpClient {
  const instance: KyInstance = ky.create({
    prefix: config.baseUrl ?? '/api/',
    fetch: config.fetch,
    timeout: GET_TIMEOUT_MS,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = config.getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  function commonQuery(): Record<string, string> {
    const query: Record<string, string> = { lan: config.getLocale() };
    const region = config.getRegion?.();
    if (region) query.region = String(region);
    return query;
  }

  async function fail(error: unknown): Promise<false> {
    const appError = toAppError(error);
    config.onError?.(appError);
    if (appError.status === 401) config.onUnauthorized?.(appError);
    return false;
  }

  return {
    async get<T>(path: string, query: Record<string, string | number | boolean | undefined> = {}) {
      const searchParams: Record<string, string> = { ...commonQuery() };
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) searchParams[key] = String(value);
      }
      try {
        return await instance
          .get(path, { searchParams, retry: { limit: 2, methods: ['get'], backoffLimit: 2_000 } })
          .json<T>();
      } catch (error) {
        return fail(error);
      }
    },
  };
}
