import { AppError } from '@gopharm/api-client';

/** How a store action that calls the API went: its data, or the failure with its reason. */
export type Result<T> = { ok: true; data: T } | { ok: false; error: AppError };

export const succeeded = <T>(data: T): Result<T> => ({ ok: true, data });

export const failed = (error: AppError): Result<never> => ({ ok: false, error });

/** An answer without a reason: a test's fake call that yields false, as the client without `throwing` does. */
const UNEXPLAINED_FAILURE = new AppError(500, 'Failed');

/**
 * Awaits a call made on `api.throwing` (whose failures throw their AppError): the answer, or the failure as
 * `{ ok: false, error }`. Errors that are no failed call (a bug) are thrown on.
 */
export async function attempt<T>(call: Promise<T | false>): Promise<Result<T>> {
  try {
    const answer = await call;
    return answer === false ? failed(UNEXPLAINED_FAILURE) : succeeded(answer);
  } catch (error) {
    if (error instanceof AppError) return failed(error);
    throw error;
  }
}

/** A call that got no answer at all: the screen shows no error page, only the generic notice (spec, section 8). */
export function isNetworkFailure(result: Result<unknown> | void): boolean {
  return !!result && !result.ok && result.error.message === 'Network Error';
}
