import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const workspaceRoot = join(__dirname, '..', '..', '..', '..');

/**
 * The API's real entry point (src/main.ts) bundled like the production build, once per test file, so these
 * tests run the current source in a process of its own that they can stop, kill and restart.
 */
function bundleApi(dir: string): string {
  // Inside the workspace (dist/ is ignored by git): the bundle's bare imports resolve to its node_modules.
  // main.ts finds the prescription worker beside it, as in the build (tools/scripts/build-server.mjs).
  buildSync({
    entryPoints: {
      api: join(workspaceRoot, 'apps', 'api', 'src', 'main.ts'),
      'prescription-worker': join(
        workspaceRoot,
        'apps',
        'api',
        'src',
        'prescriptions',
        'prescription-file.ts',
      ),
    },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    packages: 'external',
    tsconfig: join(workspaceRoot, 'apps', 'api', 'tsconfig.app.json'),
    logLevel: 'error',
  });
  return join(dir, 'api.mjs');
}

export interface ApiProcessOptions {
  /** The first port to try (this suite's range is 5900-5999); the next nine are tried when it is taken. */
  port: number;
  /** Added to the process's environment (which starts as PATH, port, database, `LOG_LEVEL=info`). */
  env?: Record<string, string>;
  /**
   * `source` (default): src/main.ts bundled for this test file, with the development SMS provider (console).
   * `built`: the production build itself, dist/apps/api/main.mjs (the api's test target builds it first), with
   * nothing added to `env`.
   */
  entry?: 'source' | 'built';
}

/** The API as `nx build api` writes it and the Docker image runs it. */
export const BUILT_API = join(workspaceRoot, 'dist', 'apps', 'api', 'main.mjs');

/** The first port from `from` that nothing listens on right now. */
async function freePortFrom(from: number): Promise<number> {
  for (let port = from; port < from + 10; port++) {
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  throw new Error(`no free port in ${from}-${from + 9}`);
}

/** A real API process on a copy of the run's seeded database; its log is kept for the test to read. */
export function createApiProcess({ port: firstPort, env = {}, entry: kind = 'source' }: ApiProcessOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-rel-'));
  const databaseFile = join(dir, 'gopharm.sqlite');
  const template = process.env.GOPHARM_API_TEST_TEMPLATE;
  if (template && existsSync(template)) copyFileSync(template, databaseFile);
  mkdirSync(join(workspaceRoot, 'dist', 'reliability'), { recursive: true });
  const bundleDir = mkdtempSync(join(workspaceRoot, 'dist', 'reliability', 'api-'));
  if (kind === 'built' && !existsSync(BUILT_API)) {
    throw new Error(`${BUILT_API} is missing: build the API first (npx nx build api)`);
  }
  const entry = kind === 'built' ? BUILT_API : bundleApi(bundleDir);
  // A development server must say which SMS and payment providers it uses; the source bundle uses the dev ones.
  const defaults: Record<string, string> =
    kind === 'source' ? { SMS_PROVIDER: 'console', PAYMENT_PROVIDERS: 'dev' } : {};
  // Chosen at the first start and kept, so a restarted API answers where the old one did.
  let port = 0;
  let child: ChildProcess | null = null;
  let log = '';
  const base = () => `http://127.0.0.1:${port}/api/`;

  async function waitUntilUp(deadline = Date.now() + 60_000): Promise<void> {
    while (Date.now() < deadline) {
      if (child?.exitCode !== null && child?.exitCode !== undefined) {
        throw new Error(`the API exited with ${child.exitCode}: ${log.slice(-2000)}`);
      }
      try {
        if ((await fetch(`${base()}v1/regions`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the API did not start on ${port}: ${log.slice(-2000)}`);
  }

  return {
    get base() {
      return base();
    },
    databaseFile,
    get log() {
      return log;
    },
    get pid() {
      return child?.pid;
    },
    async start(): Promise<void> {
      log = '';
      if (port === 0) port = await freePortFrom(firstPort);
      child = spawn(process.execPath, [entry], {
        cwd: workspaceRoot,
        env: {
          PATH: process.env.PATH ?? '',
          API_PORT: String(port),
          API_HOST: '127.0.0.1',
          DATABASE_FILE: databaseFile,
          LOG_LEVEL: 'info',
          ...defaults,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      await waitUntilUp();
    },
    /** SIGKILL: no shutdown code runs, as when the machine or the OOM killer stops it. */
    async kill(): Promise<void> {
      await stopWith('SIGKILL');
    },
    async stop(): Promise<void> {
      await stopWith('SIGTERM');
    },
    async cleanup(): Promise<void> {
      await stopWith('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      rmSync(bundleDir, { recursive: true, force: true });
    },
  };

  async function stopWith(signal: NodeJS.Signals): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }
}
export type ApiProcess = ReturnType<typeof createApiProcess>;

/** JSON over real HTTP. */
export async function call(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

/** Signs a phone in through the real calls and the dev outbox; answers the bearer header and the token. */
export async function signIn(
  base: string,
  phone: string,
  forwardedFor = '203.0.113.250',
): Promise<{ authorization: string; token: string }> {
  const sent = await call(
    base,
    'POST',
    'v1/register-captcha',
    { phone },
    { 'x-forwarded-for': forwardedFor },
  );
  if (sent.status !== 200) throw new Error(`no code for ${phone}: ${JSON.stringify(sent.body)}`);
  const outbox = await call(base, 'GET', `dev/sms-outbox?phone=${phone}`);
  const code = (outbox.body.results as { code: string }[])[0].code;
  const accepted = await call(
    base,
    'POST',
    'v1/accept',
    { phone, code },
    { 'x-forwarded-for': forwardedFor },
  );
  const token = accepted.body.token as string;
  return { authorization: `Bearer ${token}`, token };
}

/** A pick-up order of one drug through the real call (`v2/cart`), as a shopper's app places it. */
export function orderPickup(
  base: string,
  authorization: string,
  order: { drug_id: number; qty: number; store_id: number; device?: string; idempotency_key?: string },
) {
  const { drug_id, qty, store_id, device = 'desktop', idempotency_key } = order;
  return call(
    base,
    'POST',
    'v2/cart',
    {
      drugs: [{ drug_id, qty }],
      type: 'pickup',
      store_id,
      device,
      ...(idempotency_key && { idempotency_key }),
    },
    { authorization },
  );
}
