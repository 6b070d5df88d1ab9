import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from './testing';

// The test server builds the catalogue's search index: seconds on a busy machine.
jest.setTimeout(30_000);

/** One request written byte for byte over a socket (fetch cannot send two Host headers); the answer as text. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('API: requests as they arrive', () => {
  let t: TestApp;
  let port: number;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ smallCatalogue: true, logger: { level: 'info', stream } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('refuses a request with two Host headers (400), and answers one with one', async () => {
    const twice = await rawRequest(
      port,
      'GET /api/v1/order-minimum HTTP/1.1\r\nHost: gopharm.uz\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(twice).toMatch(/^HTTP\/1\.1 400 /);
    expect(twice).toContain('"code":"invalid_request"');
    expect(twice).toContain('one Host header');
    const once = await rawRequest(
      port,
      'GET /api/v1/order-minimum HTTP/1.1\r\nHost: gopharm.uz\r\nConnection: close\r\n\r\n',
    );
    expect(once).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('logs no search terms or coordinates beside the client’s address', async () => {
    lines.length = 0;
    const search = encodeURIComponent('инсулин');
    for (const url of [
      `/api/v1/drugs?search=${search}&lan=ru`,
      '/api/v1/drug/1?lan=ru&location=41.311081,69.240562',
      '/api/v1/pharmacies?lan=ru&lat=41.311081&lng=69.240562',
    ]) {
      await fetch(`http://127.0.0.1:${port}${url}`).then((answer) => answer.arrayBuffer());
    }
    const log = lines.join('\n');
    // The lines are there, with the address and which call it was…
    expect(log).toContain('"remoteAddress":"127.0.0.1"');
    expect(log).toContain('/api/v1/drugs?search=~&lan=ru');
    expect(log).toContain('/api/v1/drug/1?lan=ru&location=~');
    // …but not what was looked for, nor where the shopper stands.
    expect(log).not.toContain(search);
    expect(log).not.toContain('инсулин');
    expect(log).not.toContain('41.31');
    expect(log).not.toContain('69.24');
  });
});
