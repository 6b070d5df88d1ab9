import { API_BODY_LIMIT_BYTES, PRESCRIPTION_FILE_MAX_BYTES, PRESCRIPTION_UPLOAD_PATH } from '@gopharm/util';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { startEdge, startFakeApi } from './test-support';

/**
 * A POST over a raw connection, the way curl sends a body over 1 MiB: `Expect: 100-continue` first, the body only
 * once the server says "100 Continue" (or never, when it answers at once).
 */
function post(
  port: number,
  path: string,
  body: Buffer | string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const call = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            continued,
          }),
        );
      },
    );
    call.on('error', reject);
    if (headers.expect) {
      call.on('continue', () => {
        continued = true;
        call.end(body);
      });
      call.flushHeaders();
    } else call.end(body);
  });
}

describe('the /api proxy takes what clients send', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;
  let reachedApi = 0;

  beforeAll(async () => {
    const fake = await startFakeApi();
    api = fake.api;
    fake.events.on('echo', () => reachedApi++);
    ({ edge, port } = await startEdge({ apiUrl: fake.url }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  const json = '{"phone":"+998 90 123-45-67"}';

  it('passes a body sent with Expect: 100-continue on to the API, unchanged', async () => {
    const answer = await post(port, '/api/v1/echo', json, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(json)),
      expect: '100-continue',
    });
    expect(answer.continued).toBe(true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      status: 1,
      body: { phone: '+998 90 123-45-67' },
      contentType: 'application/json',
      expect: null,
      forwardedFor: '127.0.0.1',
    });
  });

  it('passes any body type on as it came: JSON with a charset, a beacon as text/plain, chunked', async () => {
    const withCharset = await post(port, '/api/v1/echo', json, {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(JSON.parse(withCharset.text).body).toEqual({ phone: '+998 90 123-45-67' });
    const beacon = await post(port, '/api/v1/echo', 'плюс', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(JSON.parse(beacon.text)).toMatchObject({ body: 'плюс', contentType: 'text/plain;charset=UTF-8' });
    const chunked = await post(port, '/api/v1/echo', json, {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    expect(JSON.parse(chunked.text).body).toEqual({ phone: '+998 90 123-45-67' });
  });

  it('invites a body behind Expect: 100-continue only when it may be sent: a larger one is a 413 before any byte', async () => {
    /** Asks with Expect and sends the body only if invited; answers whether it was, and the status. */
    const ask = (length: number) =>
      new Promise<{ invited: boolean; status: number }>((resolve, reject) => {
        let invited = false;
        const call = httpRequest({
          host: '127.0.0.1',
          port,
          path: '/api/v1/echo',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': length, expect: '100-continue' },
        });
        call.on('continue', () => {
          invited = true;
          call.end(Buffer.alloc(length, ' '));
        });
        call.on('response', (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ invited, status: answer.statusCode ?? 0 }));
        });
        call.on('error', reject);
        call.flushHeaders();
      });
    expect(await ask(2 * API_BODY_LIMIT_BYTES)).toEqual({ invited: false, status: 413 });
    expect((await ask(2)).invited).toBe(true);
  });

  it('answers 413 itself for a body over the API’s limit, with or without Expect, and passes nothing on', async () => {
    const before = reachedApi;
    // Twice the limit, as a curl upload would send it (the API closes the connection on what it will not read).
    const big = Buffer.alloc(2 * API_BODY_LIMIT_BYTES, 'a');
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json', 'content-length': String(big.length), expect: '100-continue' },
      { 'content-type': 'application/json', 'content-length': String(big.length) },
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    ];
    for (const headers of cases) {
      const answer = await post(port, '/api/v1/echo', big, headers);
      expect([headers, answer.status]).toEqual([headers, 413]);
      expect(JSON.parse(answer.text)).toEqual({ status: 0, msg: expect.any(String) });
    }
    expect(reachedApi).toBe(before);
    // At the limit it still goes through (the API reads up to the same limit).
    const atLimit = await post(
      port,
      '/api/v1/echo',
      JSON.stringify({ pad: 'a'.repeat(API_BODY_LIMIT_BYTES - 10) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(atLimit.status).toBe(200);
  });

  it('passes a compressed body on inflated, with the Content-Length of what it sends and no Content-Encoding', async () => {
    const body = JSON.stringify({ phone: '+998 90 123-45-67', comment: 'позвонить за час '.repeat(40) });
    const ways: [string, Buffer][] = [
      ['gzip', gzipSync(body)],
      ['deflate', deflateSync(body)],
      ['br', brotliCompressSync(body)],
    ];
    for (const [encoding, packed] of ways) {
      const framings: Record<string, string>[] = [
        { 'content-length': String(packed.length) },
        { 'transfer-encoding': 'chunked' },
      ];
      for (const framing of framings) {
        const answer = await post(port, '/api/v1/echo-bytes', packed, {
          'content-type': 'application/json',
          'content-encoding': encoding,
          ...framing,
        });
        expect([encoding, framing, answer.status]).toEqual([encoding, framing, 200]);
        expect(JSON.parse(answer.text)).toEqual({
          status: 1,
          text: body,
          bytes: Buffer.byteLength(body),
          contentLength: String(Buffer.byteLength(body)),
          contentEncoding: null,
          transferEncoding: null,
        });
      }
    }
    // What is not compressed goes on as it came, its length its own.
    const plain = await post(port, '/api/v1/echo-bytes', body, { 'content-type': 'application/json' });
    expect(JSON.parse(plain.text)).toMatchObject({
      text: body,
      contentLength: String(Buffer.byteLength(body)),
    });
  });

  it('answers 413 for a compressed body that inflates past the limit, 400 for one that does not inflate, and passes neither on', async () => {
    const before = reachedApi;
    const bomb = gzipSync(Buffer.alloc(4 * API_BODY_LIMIT_BYTES, ' '));
    expect(bomb.length).toBeLessThan(API_BODY_LIMIT_BYTES / 100);
    const big = await post(port, '/api/v1/echo', bomb, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(big.status).toBe(413);
    const broken = await post(port, '/api/v1/echo', Buffer.from('not gzip at all'), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(broken.status).toBe(400);
    expect(reachedApi).toBe(before);
  });

  it('takes a prescription photo up to 5 MiB on its own path, and no more', async () => {
    const headers = { 'content-type': 'image/jpeg' };
    const photo = Buffer.alloc(4 * 1_048_576, 1);
    const kept = await post(port, PRESCRIPTION_UPLOAD_PATH, photo, { ...headers, expect: '100-continue' });
    expect([kept.status, kept.continued, JSON.parse(kept.text)]).toEqual([
      200,
      true,
      { status: 1, bytes: photo.length },
    ]);
    const before = reachedApi;
    const tooBig = Buffer.alloc(PRESCRIPTION_FILE_MAX_BYTES + 1, 1);
    const ways: Record<string, string>[] = [
      { expect: '100-continue' },
      {},
      { 'transfer-encoding': 'chunked' },
    ];
    for (const extra of ways) {
      const answer = await post(port, PRESCRIPTION_UPLOAD_PATH, tooBig, { ...headers, ...extra });
      expect([extra, answer.status]).toEqual([extra, 413]);
    }
    expect(reachedApi).toBe(before);
    // Elsewhere the API's 1 MiB stays.
    const elsewhere = await post(port, '/api/v1/echo', photo, { 'content-type': 'application/octet-stream' });
    expect(elsewhere.status).toBe(413);
  });
});
