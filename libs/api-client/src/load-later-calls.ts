import { AppError } from './http/app-error';
import type { ApiClientConfig } from './http/http-types';
import { failed, type Result } from './http/result';

type LaterCalls = typeof import('./later-calls');

let laterCalls: Promise<LaterCalls> | undefined;

/**
 * Runs a call with the client's code (later-calls.ts), fetched with the first call rather than with the page: a
 * page's first paint and hydration make none (the server rendered their data), so ky's 8.6 kB gzip and the
 * calls' own code leave every page's first load. A call made while that code cannot arrive answers a network
 * failure, as a call that got no answer, and the next call fetches it again.
 */
export function withLaterCalls<T>(
  config: Pick<ApiClientConfig, 'onError'>,
  call: (calls: LaterCalls) => Promise<Result<T>>,
): Promise<Result<T>> {
  laterCalls ??= import('./later-calls').catch((error: unknown) => {
    laterCalls = undefined;
    throw error;
  });
  return laterCalls.then(call, () => {
    const error = new AppError(500, 'Network Error', 'network');
    config.onError?.(error);
    return failed(error);
  });
}
