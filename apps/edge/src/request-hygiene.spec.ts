import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { WINDOWS, send, startEdge, startFakeApi } from './test-support';

/** One request written byte for byte over a socket (fetch cannot send two Host headers); the answer as text. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    // Done when the whole body is in (Content-Length) or the server closes, whichever comes first.
    const whole = () => {
      const cut = answer.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(answer)?.[1];
      return cut !== -1 && length !== undefined && Buffer.byteLength(answer.slice(cut + 4)) >= Number(length);
    };
    socket.on('data', (chunk) => {
      answer += chunk;
      if (whole()) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the edge: requests as they arrive', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;
  let apiCalls = 0;
  const lines: string[] = [];
  beforeAll(async () => {
    const fake = await startFakeApi();
    api = fake.api;
    api.server.on('request', () => apiCalls++);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    ({ edge, port } = await startEdge({ apiUrl: fake.url, logger: { level: 'info', stream } }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it('refuses a request with two Host headers (400), a page or an API call, and passes nothing on', async () => {
    const before = apiCalls;
    for (const path of ['/', '/catalog/vitamins', '/api/v1/categories']) {
      const twice = await rawRequest(
        port,
        `GET ${path} HTTP/1.1\r\nHost: gopharm.uz\r\nHost: evil.example\r\nUser-Agent: ${WINDOWS}\r\nConnection: close\r\n\r\n`,
      );
      expect([path, twice.split('\r\n')[0]]).toEqual([path, 'HTTP/1.1 400 Bad Request']);
      expect(twice).not.toContain('evil.example');
    }
    expect(apiCalls).toBe(before);
    const once = await rawRequest(
      port,
      'GET /api/v1/categories HTTP/1.1\r\nHost: gopharm.uz\r\nConnection: close\r\n\r\n',
    );
    expect(once.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });

  it('logs no search terms or coordinates beside the client’s address', async () => {
    lines.length = 0;
    const term = encodeURIComponent('инсулин');
    await send(port, `/search?q=${term}`, { 'user-agent': WINDOWS });
    await send(port, `/api/v1/categories?search=${term}&lat=41.311081&lng=69.240562&lan=ru`);
    await send(port, '/api/v1/categories?location=41.311081%2C69.240562');
    const access = lines.filter((line) => line.includes('"access"'));
    expect(access).toHaveLength(3);
    const log = lines.join('\n');
    expect(log).toContain('"ip":"127.0.0.1"');
    expect(log).toContain('"url":"/search?q=~"');
    expect(log).toContain('"url":"/api/v1/categories?search=~&lat=~&lng=~&lan=ru"');
    expect(log).not.toContain(term);
    expect(log).not.toContain('41.31');
    expect(log).not.toContain('69.24');
  });
});
