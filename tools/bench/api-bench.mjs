// `npm run bench:api`: builds the API, starts it on the seeded database on loopback and drives it with
// autocannon, one kind of request at a time at a fixed rate, then all kinds mixed at full speed, for several
// rounds. Prints the median requests per second and p50/p99 latency per kind next to the issue's goals and
// writes bench/results/api.json (read by `npm run bench`). On two cores or more the server and the load
// generator are pinned to different cores (taskset), so they do not take turns on one. Bounded in time.
// `--engine postgres` runs it on a throw-away PostgreSQL cluster (tools/scripts/ensure-postgres.mjs) instead of the
// SQLite file, `--engine both` on each in turn and prints them side by side; the server's CPU per request then
// counts PostgreSQL's processes too (on the server's core). Results: api.json (SQLite), api-postgres.json.
// Settings: BENCH_PORT, BENCH_RATE, BENCH_SECONDS, BENCH_ROUNDS, BENCH_DATABASE_FILE, BENCH_NODE_ARGS (extra
// node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under load), BENCH_NICE
// (e.g. -10: this process and so the server it starts run at that priority: other work on a shared machine disturbs less).
import autocannon from 'autocannon';
import { build as bundle } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../scripts/ensure-postgres.mjs';
import { DEV_API_ENV } from '../scripts/server-settings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 5150);
const base = `http://127.0.0.1:${port}`;
const databaseFile = process.env.BENCH_DATABASE_FILE ?? join(root, '.data', 'bench.sqlite');
const rate = Number(process.env.BENCH_RATE ?? 2000); // requests per second per kind
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const engineArg = process.argv.indexOf('--engine');
const engineChoice = engineArg > 0 ? process.argv[engineArg + 1] : 'sqlite';
if (!['sqlite', 'postgres', 'both'].includes(engineChoice)) {
  console.error(`[bench] --engine sqlite | postgres | both, not "${engineChoice}"`);
  process.exit(2);
}
const engines = engineChoice === 'both' ? ['sqlite', 'postgres'] : [engineChoice];
const resultsFileOf = (engine) =>
  join(root, 'bench', 'results', engine === 'sqlite' ? 'api.json' : `api-${engine}.json`);

/** The goals of issue 3 (item 9): p99 ceilings at the fixed rate, and no failed request anywhere. */
const P99_GOAL_MS = { 'search prefix 2-6': 20, 'search full name': 20, 'drug page': 10 };

// Pinning: the server gets the last core, this process (autocannon) the first.
const pin = availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;
const serverCore = String(availableParallelism() - 1);
if (pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
const nice = process.env.BENCH_NICE;
const niced = nice !== undefined && spawnSync('renice', ['-n', nice, '-p', String(process.pid)]).status === 0;

let server;
/** The PostgreSQL cluster of a postgres run, and its postmaster's process id. */
let postgres;
let postmaster;
const stopServer = () => server && !server.killed && server.kill('SIGTERM');
const stopPostgres = () => {
  postgres?.stop();
  postgres = undefined;
  postmaster = undefined;
};
const limitSeconds = engines.length * (150 + rounds * (6 * seconds + 12));
const deadline = setTimeout(() => {
  console.error(`[bench] over ${limitSeconds} s: stopping`);
  stopServer();
  stopPostgres();
  process.exit(1);
}, limitSeconds * 1000);
process.on('SIGINT', () => {
  stopServer();
  stopPostgres();
  process.exit(130);
});

function build() {
  const result = spawnSync(process.execPath, [join(root, 'tools/scripts/build-server.mjs'), 'api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('API build failed');
}

/** A fresh database on a throw-away cluster, its processes on the server's core; answers its URL. */
async function startDatabase() {
  postgres = await startPostgres();
  postmaster = Number(readFileSync(join(postgres.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  // Backends forked from now on inherit the postmaster's core: the database shares the API's core, as SQLite does.
  if (pin) spawnSync('taskset', ['-a', '-p', '-c', serverCore, String(postmaster)], { stdio: 'ignore' });
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query('CREATE DATABASE bench');
  await client.end();
  return postgres.url.replace(/\/postgres$/, '/bench');
}

async function start(engine) {
  const databaseEnv =
    engine === 'postgres'
      ? // Instances on PostgreSQL share codes: the API requires one pepper.
        { DATABASE_URL: await startDatabase(), AUTH_CODE_PEPPER: 'bench-pepper-0123456789abcdef0123456789' }
      : { DATABASE_FILE: databaseFile };
  const began = Date.now();
  const command = [process.execPath, ...nodeArgs, join(root, 'dist/apps/api/main.mjs')];
  if (pin) command.unshift('taskset', '-c', serverCore);
  server = spawn(command[0], command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      ...DEV_API_ENV,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      ...databaseEnv,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.on('exit', (code) => code && console.error(`[bench] API exited with ${code}`));
  // PostgreSQL is migrated and seeded on first start: longer than copying nothing (the SQLite file is kept).
  while (Date.now() - began < 180_000) {
    try {
      if ((await fetch(`${base}/api/v1/order-minimum`)).ok) return Date.now() - began;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start within 180 s');
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

/**
 * One request at a time over one kept-alive connection: the latency of the server itself, without queueing
 * behind other requests (on a busy shared machine the loaded figures mostly measure the scheduler).
 */
async function oneAtATime(kinds, count = 1000) {
  const out = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const times = [];
    let errors = 0;
    for (let i = 0; i < count; i++) {
      const value = kind.next();
      const began = performance.now();
      const response =
        kind.method === 'POST'
          ? await fetch(base + kind.path, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(value),
            })
          : await fetch(base + value);
      await response.arrayBuffer();
      times.push(performance.now() - began);
      if (!response.ok) errors++;
    }
    times.sort((x, y) => x - y);
    out[name] = { p50: times[Math.floor(count * 0.5)], p99: times[Math.floor(count * 0.99)], errors };
  }
  return out;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/**
 * A process's CPU from Linux /proc, in seconds: its own (utime + stime) and that of its children it has reaped
 * (cutime + cstime), with its parent's id.
 */
function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = (i) => Number(fields[i]) / 100; // in ticks of 1/100 s
    return { ppid: Number(fields[1]), own: ticks(11) + ticks(12), reaped: ticks(13) + ticks(14) };
  } catch {
    return { ppid: 0, own: NaN, reaped: NaN };
  }
}

/**
 * CPU seconds the server has used so far: the API process and, on PostgreSQL, the postmaster, its live backends
 * and the backends it has reaped (a pooled connection closed when idle takes its CPU with it otherwise). What a
 * request costs, whatever else the machine runs.
 */
function serverCpuSeconds() {
  let total = processCpu(server.pid).own;
  if (postmaster) {
    const main = processCpu(postmaster);
    total += main.own + main.reaped;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cpu = processCpu(Number(entry));
      if (cpu.ppid === postmaster) total += cpu.own;
    }
  }
  return total;
}

async function measured(run) {
  const cpuBefore = serverCpuSeconds();
  const result = await run;
  const cpu = serverCpuSeconds() - cpuBefore;
  return { result, cpuMsPerRequest: (cpu * 1000) / Math.max(1, result.requests.total) };
}

const figures = ({ result: r, cpuMsPerRequest }) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  cpu: cpuMsPerRequest,
});

/** One line of the table: medians over the rounds, the goal and whether it holds. */
function summarise(name, runs, fixedRate) {
  const rps = median(runs.map((r) => r.rps));
  const p50 = median(runs.map((r) => r.p50));
  const p99 = median(runs.map((r) => r.p99));
  const cpu = median(runs.map((r) => r.cpu));
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  const goal = P99_GOAL_MS[name];
  // The p99 goal counts only if the fixed rate was actually reached (autocannon may fall behind).
  const rateHolds = fixedRate ? rps >= fixedRate * 0.97 : true;
  const holds = goal === undefined ? null : p99 < goal && rateHolds && errors === 0;
  return { name, rps, p50, p99, cpu, errors, goal, holds, fixedRate };
}

const mark = (holds) => (holds === null ? '' : holds ? 'holds' : 'MISSED');
const line = (s) =>
  [
    s.name.padEnd(36),
    String(Math.round(s.rps)).padStart(7),
    s.p50.toFixed(1).padStart(7),
    s.p99.toFixed(1).padStart(7),
    (s.goal === undefined ? '-' : `< ${s.goal}`).padStart(8),
    String(s.errors).padStart(7),
    s.cpu.toFixed(3).padStart(8),
    `  ${mark(s.holds)}`,
  ].join(' ');

function rowsOf(summaries) {
  const rows = [];
  for (const s of summaries) {
    rows.push({
      name: `${s.name}: req/s`,
      value: Math.round(s.rps),
      unit: 'req/s',
      budget: s.fixedRate ?? null,
      holds: s.fixedRate ? s.rps >= s.fixedRate * 0.97 : null,
    });
    rows.push({ name: `${s.name}: p50`, value: s.p50, unit: 'ms', budget: null, holds: null });
    rows.push({
      name: `${s.name}: server CPU per request`,
      value: Number(s.cpu.toFixed(3)),
      unit: 'ms',
      budget: null,
      holds: null,
    });
    rows.push({
      name: `${s.name}: p99`,
      value: s.p99,
      unit: 'ms',
      budget: s.goal ?? null,
      holds: s.goal === undefined ? null : s.holds,
    });
  }
  const errors = summaries.reduce((sum, s) => sum + s.errors, 0);
  rows.push({
    name: 'failed requests (all kinds)',
    value: errors,
    unit: 'count',
    budget: 0,
    holds: errors === 0,
  });
  return rows;
}

/** One engine's run: the API on it, every kind at the fixed rate and mixed, for the rounds; answers its summaries. */
async function benchEngine(engine) {
  const startup = await start(engine);
  console.log(
    `[bench] ${engine}: API up in ${startup} ms on ${base} (database ${engine === 'sqlite' ? databaseFile : 'PostgreSQL, fresh'})` +
      (pin ? `; server on core ${serverCore}, load generator on core 0` : '; not pinned') +
      (niced ? `; both at nice ${nice}` : ''),
  );
  const kinds = await inputs();
  // Warm-up: let V8 optimise the hot paths before measuring.
  await drive(kinds, { duration: 4 });
  const runs = new Map();
  const record = (name, result) => runs.set(name, [...(runs.get(name) ?? []), figures(result)]);
  const mixed = 'all kinds mixed, full speed';
  for (let round = 1; round <= rounds; round++) {
    for (const [name, kind] of Object.entries(kinds)) {
      record(name, await measured(drive({ [name]: kind }, { overallRate: rate, duration: seconds })));
    }
    record(mixed, await measured(drive(kinds, { duration: 10 })));
    const last = [...runs].map(([name, r]) => `${name} p99 ${r.at(-1).p99}`).join(', ');
    console.log(`[bench] ${engine} round ${round}/${rounds}: ${last}`);
  }
  const single = await oneAtATime(kinds);
  stopServer();
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  stopPostgres();
  const summaries = [...runs].map(([name, r]) => summarise(name, r, name === mixed ? undefined : rate));
  console.log(
    `\n${engine}: median of ${rounds} round(s); fixed ${rate} req/s for ${seconds} s per kind, then all kinds at full speed for 10 s`,
  );
  console.log(`${'kind'.padEnd(36)}   req/s  p50 ms  p99 ms  goal ms  errors  cpu ms/req`);
  for (const s of summaries) console.log(line(s));
  const rows = rowsOf(summaries);
  console.log(`\n${engine}: one request at a time, one connection (no queueing behind other requests)`);
  console.log(`${'kind'.padEnd(36)}  p50 ms  p99 ms  errors`);
  for (const [name, r] of Object.entries(single)) {
    console.log(
      `${name.padEnd(36)} ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${String(r.errors).padStart(7)}`,
    );
    rows.push(
      {
        name: `${name}: one at a time p50`,
        value: Number(r.p50.toFixed(2)),
        unit: 'ms',
        budget: null,
        holds: null,
      },
      {
        name: `${name}: one at a time p99`,
        value: Number(r.p99.toFixed(2)),
        unit: 'ms',
        budget: null,
        holds: null,
      },
    );
  }
  const resultsFile = resultsFileOf(engine);
  mkdirSync(dirname(resultsFile), { recursive: true });
  const part = engine === 'sqlite' ? 'api' : `api-${engine}`;
  writeFileSync(resultsFile, `${JSON.stringify({ part, rows }, null, 2)}\n`);
  console.log(`[bench] wrote ${resultsFile}`);
  return { summaries, single };
}

/** Both engines side by side: the same kinds, the same machine, one run. */
function compare(results) {
  const [a, b] = engines;
  console.log(
    `\n${a} vs ${b}: p50 / p99 ms at the fixed rate (mixed: full speed), server CPU ms per request`,
  );
  console.log(
    `${'kind'.padEnd(36)} ${`${a} p50`.padStart(11)} ${`${b} p50`.padStart(13)} ${`${a} p99`.padStart(11)} ${`${b} p99`.padStart(13)} ${`${a} cpu`.padStart(11)} ${`${b} cpu`.padStart(13)}`,
  );
  for (const s of results[a].summaries) {
    const t = results[b].summaries.find((other) => other.name === s.name);
    if (!t) continue;
    console.log(
      [
        s.name.padEnd(36),
        s.p50.toFixed(1).padStart(11),
        t.p50.toFixed(1).padStart(13),
        s.p99.toFixed(1).padStart(11),
        t.p99.toFixed(1).padStart(13),
        s.cpu.toFixed(3).padStart(11),
        t.cpu.toFixed(3).padStart(13),
      ].join(' '),
    );
  }
  console.log(`one at a time p50 / p99 ms`);
  for (const [name, r] of Object.entries(results[a].single)) {
    const t = results[b].single[name];
    console.log(
      `${name.padEnd(36)} ${r.p50.toFixed(2).padStart(11)} ${t.p50.toFixed(2).padStart(13)} ${r.p99.toFixed(2).padStart(11)} ${t.p99.toFixed(2).padStart(13)}`,
    );
  }
}

try {
  build();
  const results = {};
  for (const engine of engines) results[engine] = await benchEngine(engine);
  if (engines.length === 2) compare(results);
  if (engines.includes('sqlite')) {
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
  }
} catch (error) {
  console.error(`[bench] ${error.message}`);
  process.exitCode = 1;
} finally {
  stopServer();
  stopPostgres();
  clearTimeout(deadline);
}
