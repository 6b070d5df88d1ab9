import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import type { EventEmitter } from 'node:events';
import { once, send, startEdge, startFakeApi } from './test-support';

describe('operations over HTTP', () => {
  let api: FastifyInstance;
  let apiUrl: string;
  let apiEvents: EventEmitter;
  let edge: FastifyInstance;
  let port: number;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    ({ api, url: apiUrl, events: apiEvents } = await startFakeApi());
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    ({ edge, port } = await startEdge({ apiUrl, apiTimeoutMs: 300, logger: { level: 'info', stream } }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it('answers /healthz while alive and /readyz while the API is reachable', async () => {
    const health = await send(port, '/healthz');
    expect([health.status, JSON.parse(health.text)]).toEqual([200, { status: 'ok' }]);
    expect((await send(port, '/readyz')).status).toBe(200);
    const orphan = await startEdge({ apiUrl: 'http://127.0.0.1:9' });
    const notReady = await send(orphan.port, '/readyz');
    await orphan.edge.close();
    expect([notReady.status, JSON.parse(notReady.text)]).toEqual([503, { status: 'api-unreachable' }]);
  });

  it('proxies /api with the query kept and passes the request id on', async () => {
    const answer = await send(port, '/api/v1/categories?lan=uz', { 'x-request-id': 'req-1234567890' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({
      status: 1,
      query: { lan: 'uz' },
      requestId: 'req-1234567890',
    });
    expect(answer.headers['x-request-id']).toBe('req-1234567890');

    const spoofed = await send(port, '/api/v1/categories', { 'x-forwarded-for': '203.0.113.9' });
    expect(JSON.parse(spoofed.text).forwardedFor).toBe('127.0.0.1');

    const minted = await send(port, '/api/v1/categories', { 'x-request-id': 'bad id <script>' });
    const id = String(minted.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(minted.text).requestId).toBe(id);
  });

  it('writes one structured access line per answer, with the request id', async () => {
    await send(port, '/uz/cart?x=1', { 'x-request-id': 'access-log-test-1' });
    const line = logLines.find((entry) => entry.reqId === 'access-log-test-1');
    expect(line).toMatchObject({ msg: 'access', method: 'GET', url: '/uz/cart?x=1', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(logLines.filter((entry) => entry.reqId === 'access-log-test-1')).toHaveLength(1);
  });

  it('answers 504 as JSON when the API is too slow, 502 when it is down', async () => {
    const slow = await send(port, '/api/v1/slow?ms=1000');
    expect([slow.status, JSON.parse(slow.text)]).toEqual([504, { status: 0, msg: 'API timeout' }]);
    const orphan = await startEdge({ apiUrl: 'http://127.0.0.1:9' });
    const down = await send(orphan.port, '/api/v1/categories');
    await orphan.edge.close();
    expect([down.status, JSON.parse(down.text)]).toEqual([502, { status: 0, msg: 'API unavailable' }]);
    expect(down.headers['cache-control']).toBe('no-store');
  });

  it('finishes open requests when it shuts down', async () => {
    const other = await startEdge({ apiUrl });
    const arrived = once(apiEvents, 'slow');
    const open = send(other.port, '/api/v1/slow?ms=300');
    await arrived;
    const closed = other.edge.close();
    const answer = await open;
    await closed;
    expect([answer.status, JSON.parse(answer.text)]).toEqual([200, { status: 1, slow: true }]);
    await expect(send(other.port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
  });
});
