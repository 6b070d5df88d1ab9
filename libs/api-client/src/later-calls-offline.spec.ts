import type { AppError } from './http/app-error';

/** The client's calls (later-calls.ts), whose chunk cannot be fetched until `arrive()`. */
function laterCallsArrivingLater() {
  let arrives = false;
  jest.doMock('./later-calls', () => {
    if (!arrives) throw new Error('Failed to fetch dynamically imported module');
    return jest.requireActual('./later-calls');
  });
  return () => {
    arrives = true;
    jest.resetModules();
  };
}

const config = (errors: AppError[]) => ({
  baseUrl: 'http://api.test/api/',
  getLocale: () => 'ru' as const,
  fetch: async () =>
    new Response(JSON.stringify({ status: 1, results: [] }), {
      headers: { 'content-type': 'application/json' },
    }),
  onError: (error: AppError) => errors.push(error),
});

describe('a client whose call code cannot be fetched (offline before the first call)', () => {
  beforeEach(() => jest.resetModules());

  it('http: answers a network failure, and fetches the code again on the next call', async () => {
    const arrive = laterCallsArrivingLater();
    const { createHttpClient } = await import('./http/http-client');
    const errors: AppError[] = [];
    const http = createHttpClient(config(errors));
    await expect(http.get('v1/categories')).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(errors[0]).toMatchObject({ status: 500, message: 'Network Error' });
    arrive();
    await expect(http.get('v1/categories')).resolves.toMatchObject({ ok: true, data: { status: 1 } });
  });

  it("the API's calls: the same, reported once", async () => {
    const arrive = laterCallsArrivingLater();
    const { createApiClient } = await import('./api-client');
    const errors: AppError[] = [];
    const api = createApiClient(config(errors));
    await expect(api.getCategories()).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(errors).toEqual([expect.objectContaining({ status: 500, message: 'Network Error' })]);
    arrive();
    await expect(api.getCategories()).resolves.toMatchObject({ ok: true, data: [] });
    expect(errors).toHaveLength(1);
  });
});
