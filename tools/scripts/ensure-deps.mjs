// `node tools/scripts/ensure-deps.mjs <script.mjs> [args…]`: installs dependencies when node_modules is missing or
// older than the lockfile, then runs the script on the workspace's pinned Node (the `node` devDependency, Node 24),
// whatever Node started npm. The npm scripts (start, test, bench…) all go through it.
//
// Why it hands over explicitly: on a fresh clone the shell running `npm start` looked `node` up on its PATH before
// `npm install` had created node_modules/.bin/node, so the next command of the same script line still ran the
// machine's Node (20, without node:sqlite). The script is started here by the pinned binary's own path, with
// node_modules/.bin first on PATH so that every tool it starts (nx, vite, jest…) runs on that Node too.
//
// Uses only Node built-ins: it runs before anything is installed, on whatever Node the machine has (from 20).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lockfile = join(root, 'package-lock.json');
const installedMarker = join(root, 'node_modules', '.package-lock.json');
const binDir = join(root, 'node_modules', '.bin');
const pinnedNode = join(binDir, 'node');

function isUpToDate() {
  if (!existsSync(installedMarker) || !existsSync(pinnedNode)) return false;
  if (!existsSync(lockfile)) return true;
  return statSync(installedMarker).mtimeMs >= statSync(lockfile).mtimeMs;
}

if (!isUpToDate()) {
  // `npm install` follows the lockfile as `npm ci` would, but also accepts a lockfile that lists only this
  // platform's optional binaries (as the registry mirror here writes them), where `npm ci` refuses.
  console.log('[ensure-deps] node_modules is missing or stale: running npm install');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    // Browsers come from the system (Debian's chromium), never from a download.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error(`[ensure-deps] npm install failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
  if (!existsSync(pinnedNode)) {
    console.error(`[ensure-deps] npm install did not provide the pinned Node at ${pinnedNode}`);
    process.exit(1);
  }
}

const [script, ...args] = process.argv.slice(2);
if (script) {
  const child = spawn(pinnedNode, [resolve(root, script), ...args], {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: { ...process.env, PATH: [binDir, process.env.PATH ?? ''].join(delimiter) },
  });
  // Ctrl-C reaches the whole foreground group (the script stops by itself); a signal sent to this process alone
  // (npm's SIGTERM) is passed on. Either way this process waits and leaves with the script's own exit code.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('error', (error) => {
    console.error(`[ensure-deps] cannot start ${pinnedNode}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) =>
    process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1)),
  );
}
