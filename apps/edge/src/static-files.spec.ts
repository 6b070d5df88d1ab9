import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IPHONE, WINDOWS, send, startEdge, startFakeApi } from './test-support';

describe('static files over HTTP', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let port: number;
  const script = '/desktop-assets/index-abc123.js';

  beforeAll(async () => {
    const fake = await startFakeApi();
    api = fake.api;
    ({ edge, port } = await startEdge({ apiUrl: fake.url }));
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it('serves hashed assets as immutable and HTML as no-cache', async () => {
    const asset = await send(port, script, { 'user-agent': WINDOWS });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    expect((await send(port, '/')).headers['cache-control']).toBe('no-cache');
  });

  it('takes a hashed asset from the app its folder names, whatever the device', async () => {
    const mobileAsset = await send(port, '/mobile-assets/index-abc123.js', { 'user-agent': WINDOWS });
    expect(mobileAsset.status).toBe(200);
    expect(mobileAsset.text).toContain('console.log("mobile")');
    const favicon = await send(port, '/favicon.svg', { 'user-agent': IPHONE });
    expect(favicon.text).toContain('<title>mobile</title>');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the brotli or gzip file built beside the asset by Accept-Encoding', async () => {
    const plain = await send(port, script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await send(port, script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);

    const gzip = await send(port, script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.text);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await send(port, script, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await send(port, script, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 404 for missing files and paths that leave the build folder', async () => {
    for (const path of [
      '/desktop-assets/missing.js',
      '/..%2F..%2Fetc%2Fpasswd.js',
      '/desktop-assets/..%2f..%2fpackage.json',
      '/desktop-assets/index-abc123.js.br',
      '/index.html.js',
      '/%00.js',
      // The server bundle sits in the build folder but is never sent.
      '/server/entry-server.mjs',
    ]) {
      expect([path, (await send(port, path)).status]).toEqual([path, 404]);
    }
  });

  it('keeps connections alive between requests', async () => {
    const sockets = new Set<unknown>();
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let index = 0; index < 3; index += 1) {
      await new Promise<void>((resolve, reject) => {
        const call = request({ host: '127.0.0.1', port, path: script, agent }, (answer) => {
          expect(answer.headers.connection).toBe('keep-alive');
          expect(answer.headers['keep-alive']).toMatch(/timeout=\d+/);
          sockets.add(answer.socket);
          answer.resume();
          answer.on('end', resolve);
        });
        call.on('error', reject);
        call.end();
      });
    }
    agent.destroy();
    expect(sockets.size).toBe(1);
  });
});
