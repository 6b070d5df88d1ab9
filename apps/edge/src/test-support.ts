// Helpers for the edge's HTTP tests: fake app builds, a fake API and raw requests to a real port.
import Fastify, { type FastifyInstance } from 'fastify';
import { EventEmitter, once } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildEdge, type EdgeOptions } from './server';

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
export const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36';
export const GOOGLEBOT_PHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A build output shaped like Vite's: index.html, a hashed script and stylesheet with .br and .gz twins. */
function fakeApp(root: string, kind: 'desktop' | 'mobile'): string {
  const dir = join(root, `${kind}-web`);
  const assets = join(dir, `${kind}-assets`);
  mkdirSync(assets, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <title>GoPharm ${kind}</title>
    <script type="module" crossorigin src="/${kind}-assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/${kind}-assets/index-abc123.css">
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  const script = `console.log(${JSON.stringify(kind)});\n`.repeat(200);
  for (const [name, content] of [
    ['index-abc123.js', script],
    ['index-abc123.css', 'body { margin: 0 }\n'.repeat(100)],
  ]) {
    writeFileSync(join(assets, name), content);
    writeFileSync(join(assets, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(assets, `${name}.gz`), gzipSync(content));
  }
  // Like a real build: the server bundle beside the browser's files (the edge must never serve it).
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'server', 'entry-server.mjs'), 'export const render = () => null;\n');
  writeFileSync(
    join(dir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><title>${kind}</title></svg>`,
  );
  return dir;
}

export function fakeAppDirs() {
  const root = mkdtempSync(join(tmpdir(), 'edge-'));
  return { desktop: fakeApp(root, 'desktop'), mobile: fakeApp(root, 'mobile') };
}

/** A stand-in for the API: echoes what it received, and can be slow or answer a given sitemap. */
export async function startFakeApi(sitemap: () => unknown = () => ({ products: [], categories: [] })) {
  const api = Fastify();
  // Tells a test when a slow call has reached the API, so it can act while the call is open.
  const events = new EventEmitter();
  api.get('/api/v1/categories', async (request) => ({
    status: 1,
    results: [],
    query: request.query,
    requestId: request.headers['x-request-id'],
    forwardedFor: request.headers['x-forwarded-for'],
  }));
  api.get('/api/v1/order-minimum', async () => ({ min: 50_000 }));
  // What a POST brought: its body, its type and the headers the edge set.
  api.post('/api/v1/echo', async (request) => {
    events.emit('echo');
    return {
      status: 1,
      body: request.body,
      contentType: request.headers['content-type'],
      expect: request.headers.expect ?? null,
      forwardedFor: request.headers['x-forwarded-for'],
    };
  });
  // The prescription upload: how many bytes arrived (the real API takes up to 5 MiB there).
  api.register(async (upload) => {
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 6 * 1_048_576 },
      (_request, body, done) => done(null, body),
    );
    upload.post('/api/v1/prescriptions/file', async (request) => {
      events.emit('echo');
      return { status: 1, bytes: (request.body as Buffer).length };
    });
  });
  // A body as it arrived: its bytes and the headers that describe them.
  api.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post('/api/v1/echo-bytes', async (request) => ({
      status: 1,
      text: (request.body as Buffer).toString('utf8'),
      bytes: (request.body as Buffer).length,
      contentLength: request.headers['content-length'] ?? null,
      contentEncoding: request.headers['content-encoding'] ?? null,
      transferEncoding: request.headers['transfer-encoding'] ?? null,
    }));
  });
  api.get('/api/v1/sitemap', async () => sitemap());
  api.get<{ Querystring: { ms?: string } }>('/api/v1/slow', async (request) => {
    events.emit('slow');
    await new Promise((resolve) => setTimeout(resolve, Number(request.query.ms ?? 500)));
    return { status: 1, slow: true };
  });
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return { api, url, events };
}

/** Starts the real edge on a free port of 127.0.0.1. */
export async function startEdge(
  options: Partial<EdgeOptions> & { apiUrl: string },
  setup?: (edge: FastifyInstance) => void,
) {
  const edge = buildEdge({
    appDirs: fakeAppDirs(),
    siteUrl: 'https://gopharm.example',
    // Tests ask for hundreds of pages from one address; the limit itself is tested in page-limits.spec.ts.
    pageLimitPerIp: { points: 1_000_000, durationSec: 60 },
    apiLimitPerIp: { points: 1_000_000, durationSec: 60 },
    ...options,
  });
  setup?.(edge);
  await edge.listen({ port: 0, host: '127.0.0.1' });
  const address = edge.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { edge, port };
}

export { once };

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/**
 * One request with the path sent exactly as given (no URL normalisation, unlike fetch), from `localAddress` when
 * given (any 127.x address is this machine: a client address of its own).
 */
export function send(
  port: number,
  path: string,
  headers: OutgoingHttpHeaders = {},
  method = 'GET',
  localAddress?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, method, headers, agent: false, localAddress };
    const call = httpRequest(options, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body,
          text: body.toString('utf8'),
        });
      });
      answer.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}
