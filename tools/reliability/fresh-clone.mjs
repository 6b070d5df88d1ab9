// The first `npm start` on a fresh clone, as a newcomer runs it: `git clone` of this repository into a temporary
// folder, then the README's start command with the machine's own Node first on PATH (node_modules/.bin of this
// workspace removed from it), on spare ports. Passes when the storefront serves its home page, server-rendered,
// with the servers on the pinned Node and the edge's heap bounded. Prints the seconds from clone to first page.
//
// Honest about the first run: node_modules starts empty and is installed for real by `npm start` (ensure-deps),
// from the npm cache where it holds the packages (npm_config_prefer_offline: no revalidation round trips), and
// the build starts with no Nx cache. What it cannot see: a machine without the cache downloads the packages.
//   node tools/reliability/fresh-clone.mjs   (FRESH_CLONE_PORT: the edge's port, the API on the next;
//   FRESH_CLONE_REF: a commit or branch other than HEAD; FRESH_CLONE_TIMEOUT_S, 900)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { EDGE_NODE_ARGS } from '../scripts/server-settings.mjs';
import { freePort, ROOT } from './servers.mjs';

const TIMEOUT_MS = Number(process.env.FRESH_CLONE_TIMEOUT_S ?? 900) * 1000;
const dir = mkdtempSync(join(tmpdir(), 'gopharm-clone-'));
const clone = join(dir, 'gopharm');
const logFile = join(dir, 'npm-start.log');
const port = Number(process.env.FRESH_CLONE_PORT ?? (await freePort()));
const apiPort = process.env.FRESH_CLONE_PORT ? port + 1 : await freePort();

// A newcomer's shell: the machine's Node and npm, none of this workspace's tools, no npm script variables.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
env.PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((entry) => !entry.includes('node_modules'))
  .join(delimiter);
Object.assign(env, {
  PORT: String(port),
  API_PORT: String(apiPort),
  npm_config_prefer_offline: 'true',
  // No daemon left behind by the test; the build is the same.
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
});
const machineNode = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();

const began = Date.now();
const seconds = () => ((Date.now() - began) / 1000).toFixed(0);
execFileSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
// FRESH_CLONE_REF: another commit or branch of the repository (to see how an older one fared).
if (process.env.FRESH_CLONE_REF) {
  execFileSync('git', ['checkout', '--quiet', process.env.FRESH_CLONE_REF], { cwd: clone, stdio: 'inherit' });
}
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
console.log(
  `fresh clone: ${commit} in ${clone}; npm start with Node ${machineNode} first on PATH, port ${port}`,
);

// The README's start command, in its own process group so that everything it starts is stopped with it.
const start = spawn('npm', ['start'], {
  cwd: clone,
  env,
  detached: true,
  stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
});
let exited = null;
start.on('exit', (code, signal) => (exited = signal ?? code));

function stopAll() {
  try {
    process.kill(-start.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Every process of the start's group, with its executable and command line (from /proc). */
function processesOfGroup() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
        if (group !== start.pid) return [];
        return [
          {
            exe: readlinkSync(`/proc/${pid}/exe`),
            args: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'),
          },
        ];
      } catch {
        return [];
      }
    });
}

const problems = [];
let firstPage = null;
try {
  while (Date.now() - began < TIMEOUT_MS && exited === null) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' },
      });
      const html = await answer.text();
      if (answer.status === 200) {
        firstPage = { seconds: seconds(), html };
        break;
      }
    } catch {
      // not serving yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!firstPage) {
    problems.push(
      exited === null
        ? `no page within ${TIMEOUT_MS / 1000} s`
        : `npm start exited (${exited}) before serving a page`,
    );
  } else {
    console.log(`fresh clone: first page after ${firstPage.seconds} s from git clone`);
    if (!/<div id="root">\s*<[a-z]/i.test(firstPage.html))
      problems.push('the home page is not server-rendered');
    const servers = processesOfGroup().filter((p) =>
      p.args.some((arg) => /dist\/apps\/(api|edge)\/main\.mjs$/.test(arg)),
    );
    const pinned = join(clone, 'node_modules', 'node', 'bin', 'node');
    for (const server of servers) {
      const script = server.args.find((arg) => arg.endsWith('main.mjs'));
      if (server.exe !== pinned) problems.push(`${script} runs on ${server.exe}, not the pinned ${pinned}`);
      if (script.includes('/edge/') && !EDGE_NODE_ARGS.every((arg) => server.args.includes(arg))) {
        problems.push(`the edge runs without ${EDGE_NODE_ARGS.join(' ')}`);
      }
    }
    // One API process; the edge is a primary and one worker per core (node:cluster), all on the same script.
    const kinds = servers.map((server) =>
      server.args.some((arg) => arg.includes('/edge/')) ? 'edge' : 'api',
    );
    const apis = kinds.filter((kind) => kind === 'api').length;
    const edges = kinds.filter((kind) => kind === 'edge').length;
    if (apis !== 1 || edges < 1) {
      problems.push(`expected one API and the edge running, found ${apis} API and ${edges} edge processes`);
    }
  }
} finally {
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  try {
    process.kill(-start.pid, 'SIGKILL');
  } catch {
    // all stopped
  }
}

if (problems.length > 0) {
  console.error(
    `fresh clone: FAILED: ${problems.join('; ')}\n--- last lines of npm start:\n${readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')}`,
  );
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
console.log('fresh clone: passed');
