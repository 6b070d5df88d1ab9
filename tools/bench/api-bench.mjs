// `npm run bench:api`: builds the API, starts it on the seeded database on loopback and drives it with
// autocannon, one kind of request at a time at a fixed rate, then all kinds mixed at full speed. Prints
// requests per second and p50/p99 latency per kind, and writes them with the API issue's budgets to
// bench/results/api.json (the row format of `npm run bench`). Bounded: the whole run stops after 90 seconds.
import autocannon from 'autocannon';
import { build as bundle } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figure, writePart } from './bench-results.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 5150);
const base = `http://127.0.0.1:${port}`;
const databaseFile = process.env.BENCH_DATABASE_FILE ?? join(root, '.data', 'bench.sqlite');
const rate = Number(process.env.BENCH_RATE ?? 2000); // requests per second per kind
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

let server;
const stopServer = () => server && !server.killed && server.kill('SIGTERM');
const deadline = setTimeout(() => {
  console.error('[bench] over 90 s: stopping');
  stopServer();
  process.exit(1);
}, 90_000);
process.on('SIGINT', () => {
  stopServer();
  process.exit(130);
});

function build() {
  const result = spawnSync(process.execPath, [join(root, 'tools/scripts/build-server.mjs'), 'api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('API build failed');
}

async function start() {
  const began = Date.now();
  server = spawn(process.execPath, [join(root, 'dist/apps/api/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_FILE: databaseFile,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.on('exit', (code) => code && console.error(`[bench] API exited with ${code}`));
  while (Date.now() - began < 30_000) {
    try {
      if ((await fetch(`${base}/api/v1/order-minimum`)).ok) return Date.now() - began;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start within 30 s');
}

const get = async (path) => (await fetch(base + path)).json();

/** Realistic inputs, read from the running API: names, slugs, categories and cart lines. */
async function inputs() {
  const pages = await Promise.all([1, 2, 3, 4, 5].map((p) => get(`/api/v1/drugs?per_page=60&page=${p}`)));
  const drugs = pages.flatMap((p) => p.results);
  const names = [...new Set(drugs.map((d) => d.name.split(' ')[0].toLowerCase()))].filter(
    (n) => n.length >= 4,
  );
  const prefixes = names.flatMap((n) =>
    [2, 3, 4, 5, 6].filter((l) => l < n.length).map((l) => n.slice(0, l)),
  );
  const variants = [
    'paracetamol',
    'paratsetamol',
    'gfhfwtnfvjk',
    'парацитамол',
    'nurofen',
    'ибупрофен',
    'амоксициллин',
    'no-shpa',
  ];
  const categories = (await get('/api/v1/categories')).results.flatMap((c) => [
    c.slug,
    ...c.childs.map((s) => s.slug),
  ]);
  const carts = Array.from({ length: 50 }, (_, i) => ({
    drugs: [0, 1, 2].map((k) => ({ drug_id: drugs[(i * 7 + k * 13) % drugs.length].id, qty: 1 + (k % 2) })),
    type: 'shipping',
    location: { lat: 41.3 + (i % 10) / 100, lng: 69.25 + (i % 7) / 100 },
  }));
  const cartCheck =
    (
      await fetch(`${base}/api/v2/cart-check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(carts[0]),
      })
    ).status !== 404;
  const rotate = (list) => {
    let i = 0;
    return () => list[i++ % list.length];
  };
  return {
    'search prefix 2-6': {
      next: rotate(prefixes.map((q) => `/api/v1/drugs?search=${encodeURIComponent(q)}`)),
    },
    'search full name': {
      next: rotate([...names, ...variants].map((q) => `/api/v1/drugs?search=${encodeURIComponent(q)}`)),
    },
    'category list': {
      next: rotate(categories.flatMap((c) => [1, 2].map((p) => `/api/v1/drugs?category=${c}&page=${p}`))),
    },
    'drug page': { next: rotate(drugs.map((d) => `/api/v1/drug/${d.slug}`)) },
    [cartCheck ? 'cart-check' : 'cart-stores (cart-check not on this branch)']: {
      method: 'POST',
      next: rotate(carts.map((c) => (cartCheck ? c : { drugs: c.drugs }))),
      path: cartCheck ? '/api/v2/cart-check' : '/api/v2/cart-stores',
    },
  };
}

function drive(kinds, { overallRate, duration }) {
  const list = Object.values(kinds);
  let turn = 0;
  return autocannon({
    url: base,
    connections: 32,
    duration,
    ...(overallRate && { overallRate }),
    requests: [
      {
        setupRequest: (request) => {
          const kind = list[turn++ % list.length];
          const value = kind.next();
          return kind.method === 'POST'
            ? {
                ...request,
                method: 'POST',
                path: kind.path,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(value),
              }
            : { ...request, method: 'GET', path: value };
        },
      },
    ],
  });
}

// The API issue's goals: search p99 under 20 ms at 2,000 requests per second, a drug page p99 under 10 ms, no errors.
const P99_BUDGETS = { 'search prefix 2-6': 20, 'search full name': 20, 'drug page': 10 };
const figures = [];
function record(name, r, fixedRate) {
  const p99 = P99_BUDGETS[name];
  figures.push(
    figure(
      `${name}: req/s`,
      Math.round(r.requests.average),
      'req/s',
      p99 && fixedRate ? { min: fixedRate * 0.95 } : {},
    ),
    figure(`${name}: p50`, r.latency.p50, 'ms'),
    figure(`${name}: p99`, r.latency.p99, 'ms', p99 ? { max: p99 } : {}),
    figure(`${name}: errors`, r.errors + r.timeouts + r.non2xx, '', { max: 0 }),
  );
  return r;
}

const row = (name, r) =>
  `${name.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(7)} ${r.latency.p50.toFixed(1).padStart(7)} ${r.latency.p99
    .toFixed(1)
    .padStart(7)} ${String(r.errors + r.timeouts + r.non2xx).padStart(7)}`;

try {
  build();
  const startup = await start();
  console.log(`[bench] API up in ${startup} ms on ${base} (database ${databaseFile})`);
  const kinds = await inputs();
  // Warm-up: let V8 optimise the hot paths before measuring.
  await drive(kinds, { duration: 4 });
  console.log(
    `\n${'kind (fixed rate ' + rate + ' req/s, ' + seconds + ' s each)'.padEnd(44)}   req/s  p50 ms  p99 ms  errors`,
  );
  for (const [name, kind] of Object.entries(kinds)) {
    const result = await drive({ [name]: kind }, { overallRate: rate, duration: seconds });
    console.log(row(name, record(name, result, rate)));
  }
  const mixed = 'all kinds mixed, full speed, 10 s';
  console.log(row(mixed, record(mixed, await drive(kinds, { duration: 10 }))));
  writePart('api', figures, { rate, seconds });
  stopServer();
  const script = join(root, 'dist/tools/bench/search-index-bench.mjs');
  await bundle({
    entryPoints: [join(root, 'tools/bench/search-index-bench.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  spawnSync(process.execPath, [script, databaseFile], { cwd: root, stdio: 'inherit' });
} catch (error) {
  console.error(`[bench] ${error.message}`);
  process.exitCode = 1;
} finally {
  stopServer();
  clearTimeout(deadline);
}
