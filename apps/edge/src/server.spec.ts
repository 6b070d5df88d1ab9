import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEdge } from './server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36';

function fakeApp(root: string, kind: string): string {
  const dir = join(root, kind);
  mkdirSync(join(dir, `${kind}-assets`), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${kind}</title>`);
  writeFileSync(join(dir, `${kind}-assets`, 'main-abc123.js'), `console.log('${kind}')`);
  return dir;
}

describe('edge', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;

  beforeAll(async () => {
    api = Fastify();
    api.get('/api/v1/categories', async (request) => ({ status: 1, results: [], query: request.query }));
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    const root = mkdtempSync(join(tmpdir(), 'edge-'));
    edge = buildEdge({
      apiUrl,
      appDirs: { desktop: fakeApp(root, 'desktop'), mobile: fakeApp(root, 'mobile') },
    });
    await edge.ready();
  });

  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it('serves the desktop app to a computer and the mobile app to a phone', async () => {
    const desktop = await edge.inject({ url: '/', headers: { 'user-agent': WINDOWS } });
    const mobile = await edge.inject({ url: '/', headers: { 'user-agent': IPHONE } });
    expect(desktop.body).toContain('<title>desktop</title>');
    expect(mobile.body).toContain('<title>mobile</title>');
  });

  it('follows the client hint and the view cookie', async () => {
    const hinted = await edge.inject({
      url: '/',
      headers: { 'user-agent': WINDOWS, 'sec-ch-ua-mobile': '?1' },
    });
    expect(hinted.body).toContain('mobile');
    const forced = await edge.inject({ url: '/', headers: { 'user-agent': IPHONE, cookie: 'view=desktop' } });
    expect(forced.body).toContain('desktop');
  });

  it('marks HTML as varying by device and asks for the mobile hint', async () => {
    const answer = await edge.inject({ url: '/uz/cart' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['vary']).toContain('User-Agent');
    expect(answer.headers['vary']).toContain('Sec-CH-UA-Mobile');
    expect(answer.headers['accept-ch']).toBe('Sec-CH-UA-Mobile');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for an unknown route and 301 for a trailing slash or /ru prefix', async () => {
    expect((await edge.inject({ url: '/no-such-page' })).statusCode).toBe(404);
    const slash = await edge.inject({ url: '/cart/?x=1' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/cart?x=1');
    expect((await edge.inject({ url: '/ru/cart' })).headers.location).toBe('/cart');
  });

  it('serves hashed assets as immutable, and 404 for missing files or traversal', async () => {
    const asset = await edge.inject({
      url: '/desktop-assets/main-abc123.js',
      headers: { 'user-agent': WINDOWS },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await edge.inject({ url: '/desktop-assets/missing.js' })).statusCode).toBe(404);
    expect((await edge.inject({ url: '/..%2F..%2Fetc%2Fpasswd.js' })).statusCode).toBe(404);
  });

  it('proxies /api to the API server with the query kept', async () => {
    const answer = await edge.inject({ url: '/api/v1/categories?lan=uz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 1, query: { lan: 'uz' } });
  });
});
