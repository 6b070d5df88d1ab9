// What a failed screen is told apart by before its error page's code loads (route-error.tsx): with every page, so
// apart from the error page's own rules (error-screen.ts), which come with that page.

/** A failed script-chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** A call that got no answer ("Network Error", as api-client's isNetworkFailure tells of a result): no error page. */
export function isNoAnswerError(error: unknown): boolean {
  return error instanceof Error && error.message === 'Network Error';
}
