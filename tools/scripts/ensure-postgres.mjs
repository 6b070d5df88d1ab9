// A throw-away PostgreSQL server for tests: Debian's `postgresql` (installed with apt-get when missing and running
// as root, as ensure-chromium does for Chromium), one cluster in a temporary folder on a free port of 127.0.0.1,
// trust authentication, no fsync (its data dies with it). `startPostgres()` answers its URL and a `stop()`.
// As a command it starts one, prints the URL and stops it on Ctrl+C:
//   node tools/scripts/ensure-postgres.mjs            (any free port)
//   POSTGRES_PORTS=55400-55499 node tools/scripts/ensure-postgres.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

/** The bin folder of the newest PostgreSQL that Debian installed, or null. */
function binDir() {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(ROOT, versions[0], 'bin') : null;
}

/** Debian's PostgreSQL binaries, installed with apt-get when missing and running as root; null if they cannot be had. */
export function ensurePostgres() {
  const found = binDir();
  if (found) return found;
  if (!isRoot) {
    console.error(
      'PostgreSQL is missing: run "sudo apt-get install -y postgresql", then run the tests again.',
    );
    return null;
  }
  console.log('[ensure-postgres] installing Debian postgresql with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'postgresql'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`[ensure-postgres] apt-get ${args[0]} failed (exit ${result.status})`);
      return null;
    }
  }
  return binDir();
}

/** Whether nothing listens on this port of 127.0.0.1. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port: within `range` ("min-max", POSTGRES_PORTS by default) when set, else one the system picks. */
async function freePort(range = process.env.POSTGRES_PORTS) {
  if (range) {
    const [min, max] = range.split('-').map(Number);
    // Start at a random place so parallel runs in the same range rarely race for a port.
    const span = max - min + 1;
    const start = Math.floor(Math.random() * span);
    for (let i = 0; i < span; i++) {
      const port = min + ((start + i) % span);
      if (await portIsFree(port)) return port;
    }
    throw new Error(`no free port in ${range}`);
  }
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (initdb refuses root), else as ourselves. */
function run(bin, program, args) {
  const command = join(bin, program);
  if (isRoot) return execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  return execFileSync(command, args, { stdio: 'pipe' });
}

/**
 * Starts a throw-away cluster and answers `{ url, port, dir, stop }`; `stop()` shuts it down at once and removes
 * its folder. The URL's database is `postgres`, the user `postgres`, no password (trust, on 127.0.0.1 only).
 */
export async function startPostgres({ ports } = {}) {
  const bin = ensurePostgres();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-pg-'));
  const data = join(dir, 'data');
  if (isRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const log = join(dir, 'server.log');
  try {
    run(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort(ports);
      const options = [
        `-p ${port}`,
        '-c listen_addresses=127.0.0.1',
        `-c unix_socket_directories=${dir}`,
        // Test data only: nothing of it must survive a crash, so skip the disk flushes.
        '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '60', 'start']);
      } catch (error) {
        // Another process took the port between the check and the start: try another one.
        if (attempt < 4) continue;
        throw error;
      }
      let stopped = false;
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        port,
        dir,
        stop() {
          if (stopped) return;
          stopped = true;
          try {
            run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
        },
      };
    }
  } catch (error) {
    const output = existsSync(log) ? readFileSync(log, 'utf8') : String(error.stderr ?? '');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error.message}\n${output}`);
  }
}

// As a command (Jest loads this file as a module too: no import.meta or top-level await here).
if (/ensure-postgres\.mjs$/.test(process.argv[1] ?? '')) {
  startPostgres().then((server) => {
    console.log(server.url);
    const stop = () => {
      server.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    setInterval(() => {}, 1 << 30);
  });
}
