// Starts the built API and edge servers as child processes and stops both on Ctrl-C or SIGTERM.
// Used by `npm start` (after building) and by the Playwright suites (each on its own ports and database).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_API_ENV, EDGE_NODE_ARGS } from './server-settings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const edgePort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const databaseFile = process.env.DATABASE_FILE ?? join(root, '.data', 'gopharm.sqlite');

// Test suites ask for a fresh database so every run starts from the same seed.
if (process.env.RESET_DATABASE === '1') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });
}

// LOG_FILE: both servers' logs (stdout) go to that file instead (the e2e suites scan it for card data).
if (process.env.LOG_FILE) mkdirSync(dirname(process.env.LOG_FILE), { recursive: true });
const logFile = process.env.LOG_FILE ? openSync(process.env.LOG_FILE, 'w') : null;

const children = [];

function run(name, script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', logFile ?? 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[launch] ${name} exited (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// A development run: codes go to the dev outbox (unless the environment names a real provider).
run('api', 'dist/apps/api/main.mjs', {
  ...(process.env.SMS_PROVIDER ? {} : DEV_API_ENV),
  API_PORT: String(apiPort),
  DATABASE_FILE: databaseFile,
});
run(
  'edge',
  'dist/apps/edge/main.mjs',
  { PORT: String(edgePort), API_URL: `http://127.0.0.1:${apiPort}` },
  EDGE_NODE_ARGS,
);
console.log(`\nGoPharm storefront: http://localhost:${edgePort}  (API on :${apiPort}, Ctrl-C stops)\n`);
