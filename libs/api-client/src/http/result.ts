import { AppError } from './app-error';

/**
 * How a call, or an action made of calls, went: its data, or why it failed. Every call of the client yields one
 * (never throws, never a bare false); the domain's actions yield one too, with the failure told as the shopper
 * is told it where that is what the screen needs (`Result<T, Refusal>`).
 */
export type Result<T, E = AppError> = { ok: true; data: T } | { ok: false; error: E };

export const succeeded = <T>(data: T): { ok: true; data: T } => ({ ok: true, data });

export const failed = <E = AppError>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** A call that got no answer at all: the screen shows no error page, only the generic notice (spec, section 8). */
export function isNetworkFailure(result: Result<unknown> | void): boolean {
  return !!result && !result.ok && result.error.kind === 'network';
}

/** The failure of a call that was never made (no connection to make it over, a test's call it did not state). */
export const noAnswer = (): { ok: false; error: AppError } =>
  failed(new AppError(500, 'Network Error', 'network'));

/** The data of a result made into another (a call's answer read into the domain's shape); a failure as it is. */
export function mapData<T, U, E>(result: Result<T, E>, read: (data: T) => U): Result<U, E> {
  return result.ok ? succeeded(read(result.data)) : result;
}
