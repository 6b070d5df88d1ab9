import { build } from 'esbuild';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fakeAppDirs, send, startFakeApi } from './test-support';

const workspace = join(__dirname, '..', '..', '..');
// Inside the workspace, so the bundle's packages resolve from its node_modules.
const bundle = join(workspace, 'node_modules', '.cache', 'edge-cluster-spec', 'main.mjs');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Waits until `check` holds (every 100 ms, up to `ms`), then says whether it did. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> {
  for (const began = Date.now(); Date.now() - began < ms;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The pids of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter(Boolean);
  } catch {
    return [];
  }
}

describe('the edge on every core (node:cluster)', () => {
  let api: FastifyInstance;
  let edge: ChildProcess;
  let port: number;

  beforeAll(async () => {
    mkdirSync(dirname(bundle), { recursive: true });
    await build({
      entryPoints: [join(workspace, 'apps/edge/src/main.ts')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      tsconfig: join(workspace, 'apps/edge/tsconfig.app.json'),
      logLevel: 'error',
    });
    const fake = await startFakeApi();
    api = fake.api;
    port = await freePort();
    const apps = fakeAppDirs();
    edge = spawn(process.execPath, [bundle], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: fake.url,
        DIST_DIR: dirname(apps.desktop),
        EDGE_WORKERS: '2',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    // Two workers each loading the apps: slow on a busy machine.
    const ready = await eventually(
      async () =>
        childrenOf(edge.pid!).length === 2 &&
        (await send(port, '/healthz').catch(() => null))?.status === 200,
      60_000,
    );
    if (!ready) throw new Error(`the edge did not start two workers (children: ${childrenOf(edge.pid!)})`);
  }, 70_000);
  afterAll(async () => {
    if (edge.exitCode === null) edge.kill('SIGKILL');
    await api.close();
  });

  it('serves the port from two worker processes and replaces one that dies', async () => {
    const workers = childrenOf(edge.pid!);
    expect(workers).toHaveLength(2);
    expect((await send(port, '/favicon.svg')).status).toBe(200);
    process.kill(workers[0], 'SIGKILL');
    const replaced = await eventually(
      () => childrenOf(edge.pid!).filter((pid) => pid !== workers[0]).length === 2,
      20_000,
    );
    expect(replaced).toBe(true);
    // The port answers again once a worker listens: at once if the other had started, else when the new one has
    // (the primary closes the port while no worker listens: CI found the other still loading its apps).
    const serving = await eventually(
      async () => (await send(port, '/healthz').catch(() => null))?.status === 200,
      20_000,
    );
    expect(serving).toBe(true);
  }, 30_000);

  it('stops every worker and exits 0 on SIGTERM', async () => {
    const workers = childrenOf(edge.pid!);
    const exited = once(edge, 'exit');
    edge.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
