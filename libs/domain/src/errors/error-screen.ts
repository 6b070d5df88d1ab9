import { isNoAnswerError } from './failed-load';

/** What the error page shows for an error (spec, sections 2 and 8). */
export type ErrorScreen = 'none' | 'not-found' | 'server-error' | 'auth';

/** The status of a route or data error: statusCode, status or response status, else 500. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const candidate of [e.statusCode, e.status, e.response?.status]) {
    if (typeof candidate === 'number' && candidate >= 100 && candidate <= 599) return candidate;
  }
  return 500;
}

/** 401 → sign out and go to /auth; 404 → not found; "Network Error" → nothing; anything else → server error. */
export function errorScreenFor(error: unknown): ErrorScreen {
  const status = errorStatus(error);
  if (status === 401) return 'auth';
  if (status === 404) return 'not-found';
  if (isNoAnswerError(error)) return 'none';
  return 'server-error';
}
