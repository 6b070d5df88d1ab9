// Installs dependencies when node_modules is missing or older than the lockfile.
// Uses only Node built-ins: it runs before anything is installed, on whatever Node the machine has.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lockfile = join(root, 'package-lock.json');
const installedMarker = join(root, 'node_modules', '.package-lock.json');
const pinnedNode = join(root, 'node_modules', '.bin', 'node');

function isUpToDate() {
  if (!existsSync(installedMarker) || !existsSync(pinnedNode)) return false;
  if (!existsSync(lockfile)) return true;
  return statSync(installedMarker).mtimeMs >= statSync(lockfile).mtimeMs;
}

if (!isUpToDate()) {
  // `npm install` follows the lockfile as `npm ci` would, but also accepts a lockfile that lists only this
  // platform's optional binaries (as the registry mirror here writes them), where `npm ci` refuses.
  const command = 'install';
  console.log(`[ensure-deps] node_modules is missing or stale: running npm ${command}`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    // Browsers come from the system (Debian's chromium), never from a download.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error(`[ensure-deps] npm ${command} failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}
