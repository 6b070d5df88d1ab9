import type { AppError } from './app-error';

/**
 * Reports failures to Sentry. The SDK is imported on the first failure only, so a build without a DSN never
 * loads it and a healthy page never pays for it.
 */
export function createSentryReporter(dsn: string): (error: AppError) => void {
  let sdk: Promise<Pick<typeof import('@sentry/browser'), 'captureException'> | null> | undefined;
  function load() {
    // Named exports only: the bundler then keeps what they need, not the whole SDK (replay, feedback, …).
    sdk ??= import('@sentry/browser')
      .then(({ init, captureException }) => {
        init({ dsn });
        return { captureException };
      })
      // Reporting must never break the shop: a failed chunk load just means no report.
      .catch(() => null);
    return sdk;
  }
  return (error) => {
    void load().then((sentry) => {
      sentry?.captureException(error, { tags: { status: String(error.status) } });
    });
  };
}
