import type { AppError } from './app-error';

describe('http client whose call code cannot be fetched (offline before the first call)', () => {
  it('answers a network failure, and fetches the code again on the next call', async () => {
    let arrives = false;
    jest.doMock('./ky-calls', () => {
      if (!arrives) throw new Error('Failed to fetch dynamically imported module');
      return jest.requireActual('./ky-calls');
    });
    const { createHttpClient } = await import('./http-client');
    const errors: AppError[] = [];
    const http = createHttpClient({
      baseUrl: 'http://api.test/api/',
      getLocale: () => 'ru',
      fetch: async () =>
        new Response(JSON.stringify({ status: 1 }), { headers: { 'content-type': 'application/json' } }),
      onError: (error) => errors.push(error),
    });
    await expect(http.get('v1/categories')).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(errors[0]).toMatchObject({ status: 500, message: 'Network Error' });
    arrives = true;
    jest.resetModules();
    await expect(http.get('v1/categories')).resolves.toMatchObject({ ok: true, data: { status: 1 } });
  });
});
