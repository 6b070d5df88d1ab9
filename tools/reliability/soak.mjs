// A bounded soak on loopback: the built edge and API under steady load (autocannon) for SOAK_SECONDS (default
// 60), shoppers' pages and API calls mixed. Passes when every answer came back without an error, a timeout or
// an unexpected status, and neither process's memory kept growing. Prints the figures.
//   node tools/reliability/soak.mjs            (after `nx run-many -t build -p api edge desktop-web mobile-web`)
//   SOAK_SECONDS=300 node tools/reliability/soak.mjs
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_API_ENV, EDGE_NODE_ARGS } from '../scripts/server-settings.mjs';

const root = process.cwd();
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const warmupSeconds = Math.min(15, Math.max(3, Math.round(seconds / 6)));
/** The first port from `from` (this suite's range is 5900-5999) that nothing listens on right now. */
async function freePortFrom(from) {
  for (let port = from; port < from + 10; port++) {
    const server = createServer();
    const free = await new Promise((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  throw new Error(`soak: no free port in ${from}-${from + 9}`);
}
const edgePort = Number(process.env.SOAK_EDGE_PORT ?? (await freePortFrom(5940)));
const apiPort = Number(process.env.SOAK_API_PORT ?? (await freePortFrom(5950)));
// Memory may settle higher after warm-up (caches fill), but must not keep climbing: the last quarter of the
// run may sit at most this much above the second quarter.
const MAX_GROWTH_MB = Number(process.env.SOAK_MAX_GROWTH_MB ?? 60);

for (const file of ['dist/apps/api/main.mjs', 'dist/apps/edge/main.mjs']) {
  if (!existsSync(join(root, file))) {
    console.error(`soak: ${file} is missing: build the api, edge and both apps first`);
    process.exit(1);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'gopharm-soak-'));
const children = [];
// A bounded old space makes the garbage collector work instead of letting the heap grow lazily: what still
// grows then is held on to (a leak), and a leak that fills the bound stops the process, which fails the run. The
// edge runs with the bound it has in `npm start` and in its Docker image.
function start(name, script, env, nodeArgs) {
  const child = spawn(process.execPath, [...nodeArgs, join(root, script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`soak: the ${name} exited (${signal ?? code}) under load`);
      stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const { child } of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}

async function waitFor(url, deadline = Date.now() + 90_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

const api = start(
  'api',
  'dist/apps/api/main.mjs',
  {
    ...DEV_API_ENV,
    API_PORT: String(apiPort),
    DATABASE_FILE: join(dir, 'soak.sqlite'),
  },
  ['--max-old-space-size=512'],
);
const edge = start(
  'edge',
  'dist/apps/edge/main.mjs',
  {
    PORT: String(edgePort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    // The load comes through a proxy of its own (loopback) in the name of many shoppers: the edge's page limit
    // per address stays on, as in production, and its memory (one counter per address) is part of what is soaked.
    TRUSTED_PROXIES: '127.0.0.1',
  },
  EDGE_NODE_ARGS,
);
const base = `http://127.0.0.1:${edgePort}`;
await waitFor(`${base}/api/v1/categories`);

const { results } = await (
  await fetch(`${base}/api/v1/drugs?search=${encodeURIComponent('парацетамол')}`)
).json();
const slug = results[0].slug;
const desktop = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
};
const phone = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
};
// What shoppers do most: pages of both apps, search, lists, a product, the cart check, and the health checks.
const requests = [
  { method: 'GET', path: '/', headers: desktop },
  { method: 'GET', path: `/product/${slug}`, headers: phone },
  { method: 'GET', path: '/uz/categories', headers: desktop },
  { method: 'GET', path: `/api/v1/drugs?search=${encodeURIComponent('нурофен')}` },
  { method: 'GET', path: '/api/v1/drugs?is_home=1' },
  { method: 'GET', path: `/api/v1/drug/${slug}?lan=uz` },
  { method: 'GET', path: '/api/v1/categories?lan=uz' },
  {
    method: 'POST',
    path: '/api/v2/cart-check',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ drugs: [{ drug_id: results[0].id, qty: 1 }], type: 'shipping' }),
  },
  { method: 'GET', path: '/readyz' },
];

// Each request from one of SHOPPERS addresses (X-Forwarded-For, believed from the trusted proxy): thousands of
// shoppers, each far below the page limit.
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 5000);
let sent = 0;
const asShopper = (request) => {
  const n = sent++ % SHOPPERS;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': `198.18.${n >> 8}.${n & 255}` } };
};
for (const request of requests) request.setupRequest = asShopper;

const pids = { api: api.pid, edge: edge.pid };
const samples = { api: [], edge: [] };
const sampler = setInterval(() => {
  for (const [name, pid] of Object.entries(pids)) samples[name].push(rssMb(pid));
}, 1_000);

console.log(`soak: warm-up ${warmupSeconds} s, then ${seconds} s at 10 connections on ${base}`);
await run({ url: base, connections: 10, duration: warmupSeconds, requests });
for (const name of Object.keys(samples)) samples[name].length = 0;
const result = await run({ url: base, connections: 10, duration: seconds, requests, timeout: 10 });
clearInterval(sampler);

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const problems = [];
console.log(
  `soak: ${result.requests.total} requests, ${result.requests.average.toFixed(0)}/s, latency p50 ` +
    `${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; errors ` +
    `${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
);
if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) problems.push('failed answers under load');
for (const [name, values] of Object.entries(samples)) {
  const quarter = Math.max(1, Math.floor(values.length / 4));
  const early = mean(values.slice(quarter, 2 * quarter));
  const late = mean(values.slice(-quarter));
  console.log(
    `soak: ${name} RSS ${values[0]?.toFixed(0)} MB at start, ${early.toFixed(0)} MB in the 2nd quarter, ` +
      `${late.toFixed(0)} MB in the last, max ${Math.max(...values).toFixed(0)} MB; every 10 s: ` +
      values
        .filter((_, i) => i % 10 === 0)
        .map((v) => v.toFixed(0))
        .join(' '),
  );
  if (late - early > MAX_GROWTH_MB) problems.push(`${name} memory grew by ${(late - early).toFixed(0)} MB`);
}
const health = await fetch(`${base}/readyz`);
if (!health.ok) problems.push(`/readyz answered ${health.status} after the run`);
if (problems.length > 0) {
  console.error(`soak: FAILED: ${problems.join('; ')}`);
  stop(1);
}
console.log('soak: passed');
stop(0);
