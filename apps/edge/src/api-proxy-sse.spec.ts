import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEdge } from './test-support';

/**
 * The live order stream (`GET /api/v1/orders/live`, Server-Sent Events) through the edge's /api proxy: each event
 * reaches the browser as the API writes it, neither held back by compression (the compressor would wait for a
 * buffer's worth) nor by the proxy waiting for the answer's end.
 */
describe('the /api proxy passes Server-Sent Events on as they come', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;
  let sendSecond: () => void = () => undefined;

  beforeAll(async () => {
    api = Fastify();
    api.get('/api/v1/orders/live', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
      });
      // Larger than the compression threshold (1 KB), so only the type keeps it from being compressed.
      reply.raw.write(`: ${'x'.repeat(2_000)}\n\nid: 1\nevent: order\ndata: {"order_id":1}\n\n`);
      sendSecond = () => reply.raw.write('id: 2\nevent: order\ndata: {"order_id":2}\n\n');
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    ({ edge, port } = await startEdge({
      apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it('delivers each event at once, uncompressed, while the stream stays open', async () => {
    const received: string[] = [];
    const started = Date.now();
    const answer = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/orders/live',
          headers: { 'accept-encoding': 'gzip, br', accept: 'text/event-stream' },
          agent: false,
        },
        resolve,
      );
      call.on('error', reject);
      call.end();
    });
    answer.setEncoding('utf8');
    answer.on('data', (chunk: string) => received.push(chunk));
    const arrived = async (text: string) => {
      const deadline = Date.now() + 1_000;
      while (!received.join('').includes(text) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Date.now() - started;
    };
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(await arrived('"order_id":1')).toBeLessThan(1_000);
    const sent = Date.now();
    sendSecond();
    await arrived('"order_id":2');
    expect(Date.now() - sent).toBeLessThan(500);
    answer.destroy();
  });
});
