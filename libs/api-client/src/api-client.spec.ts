import { createApiClient } from './api-client';
import type { AppError } from './http/app-error';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api-client', () => {
  it('sends lan and region on every GET and the bearer token when a user is stored', async () => {
    const fetchMock = jest.fn(async (_request: Request) => jsonResponse({ status: 1, results: [] }));
    const api = createApiClient({
      baseUrl: 'http://api.test/api/',
      getLocale: () => 'uz',
      getRegion: () => 7,
      getToken: () => 'secret-token',
      fetch: fetchMock as unknown as typeof fetch,
    });

    await api.getCategories();

    const request = fetchMock.mock.calls[0][0];
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/v1/categories');
    expect(url.searchParams.get('lan')).toBe('uz');
    expect(url.searchParams.get('region')).toBe('7');
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('omits region when none is set', async () => {
    const fetchMock = jest.fn(async (_request: Request) => jsonResponse({ status: 1, results: [] }));
    const api = createApiClient({
      baseUrl: 'http://api.test/api/',
      getLocale: () => 'ru',
      fetch: fetchMock as never,
    });
    await api.getCategories();
    expect(new URL(fetchMock.mock.calls[0][0].url).searchParams.has('region')).toBe(false);
  });

  it('turns a failed call into an AppError with the status and message, and yields false', async () => {
    const errors: AppError[] = [];
    const unauthorized = jest.fn();
    const api = createApiClient({
      baseUrl: 'http://api.test/api/',
      getLocale: () => 'ru',
      fetch: (async () => jsonResponse({ status: 0, msg: 'Token expired' }, 401)) as never,
      onError: (error) => errors.push(error),
      onUnauthorized: unauthorized,
    });

    await expect(api.getCategories()).resolves.toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ status: 401, message: 'Token expired' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports status 500 when there was no response', async () => {
    const errors: AppError[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/api/',
      getLocale: () => 'ru',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as never,
      onError: (error) => errors.push(error),
    });
    await expect(api.getCategories()).resolves.toBe(false);
    expect(errors[errors.length - 1]).toMatchObject({ status: 500, message: 'Network Error' });
  });
});
