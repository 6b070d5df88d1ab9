// `npm run bench:ssr`: server rendering under load. Builds what changed (Nx caches the rest), starts the real API
// and edge on loopback (own ports, own database), warms up, then drives product and catalogue pages of both apps
// and both languages at 300 req/s for 20 s, arriving as independent shoppers do (open-loop.mjs). Prints req/s, p50, p99, errors, how many
// pages were rendered vs reused (the edge's Server-Timing), and the RSS of edge and API sampled through the run;
// writes bench/results/ssr.json. A second, shorter run renders every request (page cache off) to show what a
// render costs on its own, and a product page's render is timed in this process (CPU per render, API answers in
// memory). The edge runs one worker per core: its memory and CPU are those of all its processes. Bounded: the
// whole run stops after 180 seconds.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePart } from './bench-results.mjs';
import { openLoop } from './open-loop.mjs';
import { largestRssMb, processTree, treeCpuMs, treeRssMb } from './process-stats.mjs';
import { renderCpu } from './render-cpu.mjs';
import { DEV_API_ENV, EDGE_NODE_ARGS, LOAD_TEST_EDGE_ENV } from '../scripts/server-settings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiPort = Number(process.env.BENCH_SSR_API_PORT ?? 5561);
const edgePort = Number(process.env.BENCH_SSR_EDGE_PORT ?? 5560);
const api = `http://127.0.0.1:${apiPort}`;
const edge = `http://127.0.0.1:${edgePort}`;
const rate = Number(process.env.BENCH_RATE ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const uncachedSeconds = Number(process.env.BENCH_UNCACHED_SECONDS ?? 8);
const BUDGET_P99_MS = 50;
const BUDGET_RSS_GROWTH = 0.15;
const BUDGET_RSS_PER_PROCESS_MB = 250;
const BUDGET_RENDER_CPU_MS = 3;

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1';

const children = new Set();
const stopAll = () => {
  for (const child of children) if (!child.killed) child.kill('SIGTERM');
};
const deadline = setTimeout(() => {
  console.error('[bench:ssr] over 180 s: stopping');
  stopAll();
  process.exit(1);
}, 180_000);
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

function build() {
  const nx = join(root, 'node_modules/.bin/nx');
  const result = spawnSync(
    nx,
    ['run-many', '-t', 'build', '-p', 'desktop-web', 'mobile-web', 'edge', 'api', '--outputStyle=static'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('the build failed');
}

function startProcess(name, script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, join(root, script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => code && console.error(`[bench:ssr] ${name} exited with ${code}`));
  children.add(child);
  return child;
}

async function waitFor(url, what) {
  const began = Date.now();
  while (Date.now() - began < 60_000) {
    try {
      if ((await fetch(url)).ok) return Date.now() - began;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within 60 s`);
}

async function startServers(pageCacheTtlMs) {
  const apiProcess = startProcess('API', 'dist/apps/api/main.mjs', {
    ...DEV_API_ENV,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATABASE_FILE: join(root, '.data', 'bench-ssr.sqlite'),
  });
  await waitFor(`${api}/api/v1/order-minimum`, 'the API');
  const edgeProcess = startProcess(
    'edge',
    'dist/apps/edge/main.mjs',
    {
      ...LOAD_TEST_EDGE_ENV,
      PORT: String(edgePort),
      HOST: '127.0.0.1',
      API_URL: api,
      SITE_URL: 'https://gopharm.example',
      ...(pageCacheTtlMs !== undefined && { SSR_PAGE_CACHE_TTL_MS: String(pageCacheTtlMs) }),
    },
    // As production runs it (deploy/edge.Dockerfile): its heap bound decides how much garbage a worker keeps.
    EDGE_NODE_ARGS,
  );
  await waitFor(`${edge}/healthz`, 'the edge');
  return { apiProcess, edgeProcess };
}

async function stopServers({ apiProcess, edgeProcess }) {
  for (const child of [edgeProcess, apiProcess]) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  }
}

/** Real pages, read from the running API: product and catalogue pages in both languages. */
async function pages() {
  const get = async (path) => (await fetch(api + path)).json();
  const lists = await Promise.all([1, 2, 3].map((page) => get(`/api/v1/drugs?per_page=50&page=${page}`)));
  const products = lists.flatMap((list) => list.results.map((drug) => `/product/${drug.slug}`));
  const categories = (await get('/api/v1/categories?lan=ru')).results.flatMap((category) => [
    `/catalog/${category.slug}`,
    ...(category.childs ?? []).map((child) => `/subcategory/${child.slug}`),
  ]);
  // Two product pages for each catalogue page, as shoppers browse; each in ru and uz.
  const mix = [];
  for (let i = 0; i < products.length; i++) {
    mix.push(products[i]);
    if (i % 2 === 1) mix.push(categories[(i >> 1) % categories.length]);
  }
  return mix.flatMap((path) => [path, `/uz${path}`]);
}

function drive(paths, { duration, amount, overallRate, onResponse }) {
  return openLoop({
    origin: edge,
    rate: overallRate,
    seconds: duration,
    amount,
    // Every other request from a phone: both apps render.
    request: (index) => ({
      path: paths[index % paths.length],
      headers: { 'user-agent': index % 2 === 0 ? DESKTOP_UA : MOBILE_UA, 'accept-encoding': 'br' },
    }),
    onResponse,
  });
}

/** Counts answers the edge rendered and those it reused, from its Server-Timing header. */
function serverTimingCounter() {
  const counts = { render: 0, cache: 0 };
  return {
    counts,
    onResponse(headers) {
      const entry = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'server-timing');
      const kind = entry && /desc="(\w+)"/.exec(String(entry[1]))?.[1];
      if (kind in counts) counts[kind] += 1;
    },
  };
}

const round2 = (n) => Math.round(n * 100) / 100;
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

try {
  build();
  let servers = await startServers();
  const paths = await pages();
  console.log(
    `[bench:ssr] edge ${edge}, API ${api}; ${paths.length} page addresses (products and catalogues, ru and uz)`,
  );

  // Warm-up: every address once in each app (V8 optimises the render path, the keep-alive connections to the
  // API open, the database's pages are read), then a few seconds at the rate so the caches reach their size.
  await drive(paths, { amount: paths.length * 2, overallRate: rate });
  await drive(paths, { duration: 5, overallRate: rate });
  const start = { edge: treeRssMb(servers.edgeProcess.pid), api: treeRssMb(servers.apiProcess.pid) };
  const cpuBefore = { edge: treeCpuMs(servers.edgeProcess.pid), api: treeCpuMs(servers.apiProcess.pid) };
  const samples = [];
  const sampler = setInterval(
    () =>
      samples.push({
        edge: treeRssMb(servers.edgeProcess.pid),
        api: treeRssMb(servers.apiProcess.pid),
        edgeProcess: largestRssMb(servers.edgeProcess.pid),
      }),
    1_000,
  );
  const timing = serverTimingCounter();
  const result = await drive(paths, { duration: seconds, overallRate: rate, onResponse: timing.onResponse });
  clearInterval(sampler);
  const end = { edge: treeRssMb(servers.edgeProcess.pid), api: treeRssMb(servers.apiProcess.pid) };
  const edgeProcesses = processTree(servers.edgeProcess.pid).length;
  const answered = result.requests.total;
  const cpuPerRequest = {
    edge: (treeCpuMs(servers.edgeProcess.pid) - cpuBefore.edge) / answered,
    api: (treeCpuMs(servers.apiProcess.pid) - cpuBefore.api) / answered,
  };
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const peak = {
    edge: Math.max(...samples.map((s) => s.edge), end.edge),
    api: Math.max(...samples.map((s) => s.api), end.api),
    edgeProcess: Math.max(...samples.map((s) => s.edgeProcess), largestRssMb(servers.edgeProcess.pid)),
  };
  const errors = result.errors + result.non2xx;
  const growth = (name) => (end[name] - start[name]) / start[name];
  await stopServers(servers);

  // The same load with every request rendered (no page cache; API answers still cached briefly).
  servers = await startServers(0);
  await drive(paths, { duration: 4, overallRate: rate });
  const uncachedCpu = treeCpuMs(servers.edgeProcess.pid);
  const uncached = await drive(paths, { duration: uncachedSeconds, overallRate: rate });
  const answerCpu = (treeCpuMs(servers.edgeProcess.pid) - uncachedCpu) / uncached.requests.total;
  // A product page's render alone, in this process: both apps, both languages.
  const productUrls = paths.filter((path) => /\/product\//.test(path)).slice(0, 40);
  const renders = {};
  for (const app of ['desktop-web', 'mobile-web']) {
    renders[app] = await renderCpu({ root, app, apiUrl: api, urls: productUrls });
  }
  await stopServers(servers);

  console.log(`\nproduct and catalogue pages, fixed ${rate} req/s for ${seconds} s (after the warm-up)`);
  console.log(
    `  req/s ${fmt(result.requests.average, 0)}   p50 ${fmt(result.latency.p50)} ms   p90 ${fmt(result.latency.p90)} ms   p99 ${fmt(result.latency.p99)} ms   errors ${errors}`,
  );
  console.log(`  rendered ${timing.counts.render}, reused from the edge's page cache ${timing.counts.cache}`);
  console.log(
    `  CPU per answer: edge ${fmt(cpuPerRequest.edge, 2)} ms, API ${fmt(cpuPerRequest.api, 2)} ms (machine load ${load})`,
  );
  console.log(
    `  RSS edge ${fmt(start.edge)} → ${fmt(end.edge)} MB (peak ${fmt(peak.edge)}), API ${fmt(start.api)} → ${fmt(end.api)} MB (peak ${fmt(peak.api)})`,
  );
  console.log(`every request rendered (page cache off), ${rate} req/s for ${uncachedSeconds} s`);
  console.log(
    `  req/s ${fmt(uncached.requests.average, 0)}   p50 ${fmt(uncached.latency.p50)} ms   p99 ${fmt(uncached.latency.p99)} ms   errors ${uncached.errors + uncached.non2xx}`,
  );
  console.log(`  edge CPU per rendered answer ${fmt(answerCpu, 2)} ms (render, HTTP, template, compression)`);
  for (const [app, measured] of Object.entries(renders)) {
    console.log(
      `  ${app} product page render: ${fmt(measured.msPerRender, 2)} ms CPU (statuses ${JSON.stringify(measured.statuses)})`,
    );
  }
  console.log(`  edge processes ${edgeProcesses}, largest ${fmt(peak.edgeProcess)} MB`);

  const rows = [
    {
      name: `SSR p99 at ${rate} req/s (product + catalogue)`,
      value: result.latency.p99,
      unit: 'ms',
      budget: `≤ ${BUDGET_P99_MS}`,
      holds: result.latency.p99 <= BUDGET_P99_MS,
    },
    { name: 'SSR p50', value: result.latency.p50, unit: 'ms', budget: null, holds: null },
    {
      name: 'SSR throughput',
      value: Math.round(result.requests.average),
      unit: 'req/s',
      budget: `≥ ${Math.round(rate * 0.98)}`,
      holds: result.requests.average >= rate * 0.98,
    },
    { name: 'SSR errors', value: errors, unit: 'count', budget: '0', holds: errors === 0 },
    {
      name: 'edge RSS growth over the run',
      value: Math.round(growth('edge') * 1000) / 10,
      unit: '%',
      budget: `≤ ${BUDGET_RSS_GROWTH * 100}`,
      holds: growth('edge') <= BUDGET_RSS_GROWTH,
    },
    {
      name: 'API RSS growth over the run',
      value: Math.round(growth('api') * 1000) / 10,
      unit: '%',
      budget: `≤ ${BUDGET_RSS_GROWTH * 100}`,
      holds: growth('api') <= BUDGET_RSS_GROWTH,
    },
    {
      name: `edge RSS at the end (${edgeProcesses} processes)`,
      value: Math.round(end.edge),
      unit: 'MB',
      budget: null,
      holds: null,
    },
    {
      name: 'edge RSS of its largest process (peak)',
      value: Math.round(peak.edgeProcess),
      unit: 'MB',
      budget: `≤ ${BUDGET_RSS_PER_PROCESS_MB}`,
      holds: peak.edgeProcess <= BUDGET_RSS_PER_PROCESS_MB,
    },
    { name: 'edge CPU per answer', value: round2(cpuPerRequest.edge), unit: 'ms', budget: null, holds: null },
    {
      name: 'edge CPU per rendered answer (page cache off)',
      value: round2(answerCpu),
      unit: 'ms',
      budget: null,
      holds: null,
    },
    ...Object.entries(renders).map(([app, measured]) => ({
      name: `${app} product page render CPU`,
      value: round2(measured.msPerRender),
      unit: 'ms',
      budget: `≤ ${BUDGET_RENDER_CPU_MS}`,
      holds: measured.msPerRender <= BUDGET_RENDER_CPU_MS && Object.keys(measured.statuses).join() === '200',
    })),
    {
      name: `SSR p99 with every request rendered (${rate} req/s)`,
      value: uncached.latency.p99,
      unit: 'ms',
      budget: null,
      holds: null,
    },
  ];
  console.log(`\n[bench:ssr] wrote ${writePart('ssr', rows, { load })}`);
  for (const row of rows.filter((r) => r.holds === false))
    console.log(`[bench:ssr] over budget: ${row.name} = ${row.value} ${row.unit}`);
} catch (error) {
  console.error(`[bench:ssr] ${error.message}`);
  process.exitCode = 1;
} finally {
  stopAll();
  clearTimeout(deadline);
}
