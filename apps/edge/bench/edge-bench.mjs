// Measures the built edge: requests per second and latency for a page, a brotli asset and a redirect.
// Usage: npx nx run edge:bench   (or: node apps/edge/bench/edge-bench.mjs after building edge and both apps)
// Prints one line per scenario; no pass/fail — compare the figures between changes.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOAD_TEST_EDGE_ENV } from '../../../tools/scripts/server-settings.mjs';

const port = Number(process.env.BENCH_PORT ?? 5590);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${port}`;
const asset = readdirSync(join('dist', 'apps', 'desktop-web', 'desktop-assets')).find((name) =>
  name.endsWith('.js'),
);
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36';

// Pages and assets need no API; an address where nothing listens keeps the run self-contained.
const edge = spawn(process.execPath, ['dist/apps/edge/main.mjs'], {
  env: {
    ...process.env,
    ...LOAD_TEST_EDGE_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForEdge() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the edge did not start');
}

const scenarios = [
  { name: 'page /uz/product/x (HTML, nonce, links)', path: '/uz/product/nurofen-200', headers: {} },
  { name: `asset ${asset} (brotli)`, path: `/desktop-assets/${asset}`, headers: { 'accept-encoding': 'br' } },
  { name: 'redirect /ru/cart/ (301)', path: '/ru/cart/', headers: {} },
];

try {
  await waitForEdge();
  console.log(`edge benchmark: ${seconds}s per scenario, 20 connections, keep-alive`);
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: base + scenario.path,
      connections: 20,
      duration: seconds,
      headers: { 'user-agent': chrome, ...scenario.headers },
    });
    const errors =
      result.errors +
      result.timeouts +
      result.non2xx -
      (scenario.path.startsWith('/ru/') ? result.non2xx : 0);
    console.log(
      `${scenario.name.padEnd(52)} ${Math.round(result.requests.average).toString().padStart(7)} req/s` +
        `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${(result.throughput.average / 1e6).toFixed(1)} MB/s  errors ${errors}`,
    );
  }
} finally {
  edge.kill('SIGTERM');
}
