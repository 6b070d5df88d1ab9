import { createApiClient } from '../api-client';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { AppError } from './app-error';
import { createSentryReporter } from './sentry-reporter';

const init = jest.fn();
const captureException = jest.fn();
jest.mock('@sentry/browser', () => ({
  init: (...args: unknown[]) => init(...args),
  captureException: (...args: unknown[]) => captureException(...args),
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Makes one call that the server refuses with a 400, on a client with that Sentry DSN or none. */
async function failOneCall(sentryDsn?: string) {
  const fake = fakeFetch(() => jsonResponse({ status: 0, msg: 'bad' }, 400));
  const api = createApiClient({
    baseUrl: 'http://api.test/api/',
    getLocale: () => 'ru',
    fetch: fake.fetch,
    sentryDsn,
  });
  await api.getRegions();
  await flush();
}

describe('sentry reporter', () => {
  beforeEach(() => {
    init.mockClear();
    captureException.mockClear();
  });

  it('loads and initialises Sentry once, on the first failure, and reports every failure', async () => {
    const report = createSentryReporter('https://key@sentry.test/1');
    expect(init).not.toHaveBeenCalled();
    report(new AppError(500, 'Network Error'));
    report(new AppError(404, 'Product not found'));
    await flush();
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ dsn: 'https://key@sentry.test/1' });
    expect(captureException).toHaveBeenCalledTimes(2);
    expect(captureException.mock.calls[0][1]).toEqual({ tags: { status: '500' } });
  });

  it('reports a failed call when a DSN is configured', async () => {
    await failOneCall('https://key@sentry.test/1');
    expect(captureException).toHaveBeenCalledTimes(1);
    expect(captureException.mock.calls[0][0]).toMatchObject({ status: 400, message: 'bad' });
  });

  it('stays off when no DSN is configured', async () => {
    await failOneCall();
    expect(init).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });
});
