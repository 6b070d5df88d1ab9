import { createApiClient } from '../api-client';
import type { PlaceOrderBody } from '../orders/orders-api';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import type { AppError } from './app-error';
import { createHttpClient, GET_RETRIES, type ApiClientConfig } from './http-client';
import { retryAfterSeconds } from './ky-calls';

const fast = { getMs: 200, postMs: 200, orderMs: 200, backoffLimitMs: 1 };

function client(
  handler: (request: Request) => Response | Promise<Response>,
  config: Partial<ApiClientConfig> = {},
) {
  const fake = fakeFetch(handler);
  const errors: AppError[] = [];
  const http = createHttpClient({
    baseUrl: 'http://api.test/api/',
    getLocale: () => 'ru',
    fetch: fake.fetch,
    onError: (error) => errors.push(error),
    timeouts: fast,
    ...config,
  });
  return { http, requests: fake.requests, errors };
}

describe('http client', () => {
  it('sends lan and region on every GET and POST, and the bearer token when a user is stored', async () => {
    const { http, requests } = client(() => jsonResponse({ status: 1 }), {
      getLocale: () => 'uz',
      getRegion: () => 7,
      getToken: () => 'secret-token',
    });
    await http.get('v1/categories', { page: 2, absent: undefined });
    await http.post('v1/add-region', { region: 7 });
    for (const request of requests) {
      const url = new URL(request.url);
      expect(url.searchParams.get('lan')).toBe('uz');
      expect(url.searchParams.get('region')).toBe('7');
      expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
    }
    expect(new URL(requests[0].url).pathname).toBe('/api/v1/categories');
    expect(new URL(requests[0].url).searchParams.get('page')).toBe('2');
    expect(new URL(requests[0].url).searchParams.has('absent')).toBe(false);
    expect(requests[1].method).toBe('POST');
    expect(await requests[1].json()).toEqual({ region: 7 });
  });

  it('omits region when none is set and the token when no user is stored', async () => {
    const { http, requests } = client(() => jsonResponse({}));
    await http.get('v1/regions');
    expect(new URL(requests[0].url).searchParams.has('region')).toBe(false);
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });

  it('turns a failed call into an AppError with the status, message and kind, and yields it as the failure', async () => {
    const unauthorized = jest.fn();
    const { http, errors } = client(() => jsonResponse({ status: 0, msg: 'Token expired' }, 401), {
      onUnauthorized: unauthorized,
    });
    const failure = await http.get('v1/user');
    expect(failure).toEqual({ ok: false, error: errors[0] });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      name: 'AppError',
      status: 401,
      message: 'Token expired',
      kind: 'http',
    });
    expect(unauthorized).toHaveBeenCalledWith(errors[0], null);
  });

  it('tells the 401 handler the token the refused call carried, not the one held when it answered', async () => {
    const unauthorized = jest.fn();
    let token = 'old';
    const { http } = client(
      () => {
        token = 'new';
        return jsonResponse({ status: 0, msg: 'Token expired' }, 401);
      },
      { onUnauthorized: unauthorized, getToken: () => token },
    );
    await http.get('v1/user');
    expect(unauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), 'old');
  });

  it('keeps the HTTP message when the body has no msg, and does not call the 401 handler for others', async () => {
    const unauthorized = jest.fn();
    const { http, errors } = client(() => new Response('nope', { status: 404 }), {
      onUnauthorized: unauthorized,
    });
    await expect(http.get('v1/drug/x')).resolves.toMatchObject({ ok: false, error: { kind: 'http' } });
    expect(errors[0].status).toBe(404);
    expect(errors[0].message).toMatch(/404/);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('reports status 500 "Network Error" when there was no response', async () => {
    const { http, errors } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.post('v1/accept', {})).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(errors[0]).toMatchObject({ status: 500, message: 'Network Error' });
  });

  it('reports status 500 when a call times out', async () => {
    const { http, errors } = client(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    await expect(http.post('v1/accept', {})).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(errors[0]).toMatchObject({ status: 500, message: 'Timeout' });
  });

  it('reports status 500 with the message when the answer is not JSON', async () => {
    const { http, errors } = client(() => new Response('<html>', { status: 200 }));
    await expect(http.get('v1/regions')).resolves.toMatchObject({ ok: false });
    expect(errors[0].status).toBe(500);
  });

  it('retries a GET with backoff on 5xx and succeeds when the server recovers', async () => {
    let calls = 0;
    const { http, errors } = client(() => (++calls < 3 ? jsonResponse({}, 503) : jsonResponse({ ok: true })));
    await expect(http.get('v1/regions')).resolves.toEqual({ ok: true, data: { ok: true } });
    expect(calls).toBe(3);
    expect(errors).toHaveLength(0);
  });

  it('gives a GET up after its retries', async () => {
    const { http, requests, errors } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.get('v1/regions')).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(requests).toHaveLength(1 + GET_RETRIES);
    expect(errors).toHaveLength(1);
  });

  it('does not retry a GET on a 4xx', async () => {
    const { http, requests } = client(() => jsonResponse({ status: 0, msg: 'bad' }, 400));
    await http.get('v1/drugs');
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST', async () => {
    const { http, requests } = client(() => jsonResponse({}, 503));
    await expect(http.post('v2/cart-check', {})).resolves.toMatchObject({ ok: false });
    expect(requests).toHaveLength(1);
  });

  it('never retries placing an order, and sends its idempotency key', async () => {
    const fake = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({
      baseUrl: 'http://api.test/api/',
      getLocale: () => 'ru',
      fetch: fake.fetch,
      timeouts: fast,
    });
    const body: PlaceOrderBody = {
      drugs: [],
      type: 'pickup',
      payment_type: 1,
      device: 'desktop',
      idempotency_key: 'k1',
    };
    await expect(api.placeOrder(body)).resolves.toMatchObject({ ok: false });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.get('Idempotency-Key')).toBe('k1');
  });

  it('fails a call whose refusal the shopper is shown as a refusal, with its body, code and Retry-After in seconds', async () => {
    const { http, errors } = client(
      () =>
        new Response(JSON.stringify({ status: 0, code: 'codes_for_phone', msg: 'Too many codes' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '125' },
        }),
    );
    const refused = await http.post('v1/register-captcha', {}, { refusal: true });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refusal', status: 429 } });
    expect(!refused.ok && refused.error.answer).toEqual({
      status: 0,
      code: 'codes_for_phone',
      msg: 'Too many codes',
      http_status: 429,
      retry_after: 125,
    });
    // Still a failed request for the error report.
    expect(errors[0]).toMatchObject({ status: 429, message: 'Too many codes' });
    // A call that does not show its refusals fails as any failed request.
    await expect(http.post('v1/register-captcha', {})).resolves.toMatchObject({
      ok: false,
      error: { kind: 'http', answer: undefined },
    });
  });

  it('fails a 200 answer whose status is below 1 as a refusal, when the call shows its refusals', async () => {
    const { http } = client(() => jsonResponse({ status: 0, msg: 'Code None' }));
    const refused = await http.post('v1/accept', {}, { refusal: true });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refusal', status: 200 } });
    expect(!refused.ok && refused.error.answer).toEqual({ status: 0, msg: 'Code None', http_status: 200 });
    // Any other call's answer is the caller's to read.
    await expect(http.post('v1/add-region', {})).resolves.toEqual({
      ok: true,
      data: { status: 0, msg: 'Code None' },
    });
  });

  it('never yields a 401, a 5xx or a body outside the contract as a refusal', async () => {
    for (const [status, body] of [
      [401, { status: 0, msg: 'Unauthorized' }],
      [503, { status: 0, msg: 'Down' }],
      [400, { error: 'Bad Request' }],
    ] as const) {
      const { http } = client(() => jsonResponse(body, status));
      await expect(http.post('v1/accept', {}, { refusal: true })).resolves.toMatchObject({
        ok: false,
        error: { kind: 'http', answer: undefined },
      });
    }
  });

  it('sends a file as it is, with its type; deletes; fetches a file as bytes; never retries them', async () => {
    const { http, requests } = client((request) =>
      request.url.includes('/file?') && request.method === 'GET'
        ? new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } })
        : request.method === 'POST'
          ? jsonResponse(
              { status: 0, code: 'prescription_too_large', msg: 'The file is larger than 5 MB' },
              413,
            )
          : jsonResponse({ status: 1 }),
    );
    const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const upload = http.send('v1/prescriptions/file', {
      method: 'post',
      body: photo,
      headers: { 'Content-Type': photo.type },
      refusal: true,
    });
    const refused = await upload;
    expect(!refused.ok && refused.error.answer).toEqual({
      status: 0,
      code: 'prescription_too_large',
      msg: 'The file is larger than 5 MB',
      http_status: 413,
    });
    expect(requests[0].headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await requests[0].arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    await expect(http.send('v1/prescriptions/4', { method: 'delete' })).resolves.toEqual({
      ok: true,
      data: { status: 1 },
    });
    expect(requests[1].method).toBe('DELETE');
    const file = await http.send<Blob>('v1/prescriptions/4/file', { method: 'get', blob: true });
    if (!file.ok) throw file.error;
    expect(new Uint8Array(await file.data.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(requests).toHaveLength(3);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
