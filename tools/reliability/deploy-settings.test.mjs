// What the deployment files promise, held equal to what `npm start` runs and to each other: the edge's bounded heap
// (npm start and the Docker image), and the API's TRUST_PROXY naming compose's backend network (edges and API only). And what
// npm start's launcher (also the e2e suites') really starts: the processes themselves, read from /proc.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { EDGE_HEAP_MB, EDGE_NODE_ARGS } from '../scripts/server-settings.mjs';
import { bareAppDirs, freePort, ROOT, startNode, waitFor } from './servers.mjs';

const read = (file) => readFileSync(join(ROOT, file), 'utf8');

test('the edge runs with the same bounded heap in its Docker image as in npm start', () => {
  const cmd = /^CMD \[(.*)\]$/m.exec(read('deploy/edge.Dockerfile'))?.[1] ?? '';
  assert.deepEqual(JSON.parse(`[${cmd}]`), ['node', ...EDGE_NODE_ARGS, 'dist/apps/edge/main.mjs']);
  assert.ok(EDGE_HEAP_MB >= 64 && EDGE_HEAP_MB <= 512, `a sane bound: ${EDGE_HEAP_MB} MB`);
});

test('compose: the API trusts X-Forwarded-For from the backend network, which holds only the edges and the API', () => {
  const compose = read('deploy/compose.yaml');
  const block = (name, indent) =>
    new RegExp(`^${indent}${name}:\\n((?:${indent}  .*\\n|\\n)*)`, 'm').exec(compose)?.[1] ?? '';
  const service = (name) => block(name, '  ');
  const networksOf = (name) => /^ {4}networks: \[(.*)\]$/m.exec(service(name))?.[1].split(/,\s*/) ?? [];
  const trusted = /TRUST_PROXY: (\S+)/.exec(service('api'))?.[1];
  const backendSubnet = /subnet: (\S+)/.exec(/^networks:\n([\s\S]*)$/m.exec(compose)?.[1] ?? '')?.[1];
  assert.ok(backendSubnet, 'the backend network has a fixed subnet');
  assert.equal(trusted, backendSubnet);
  const onBackend = ['postgres', 'api', 'edge'].filter((name) => networksOf(name).includes('backend'));
  assert.deepEqual(onBackend, ['api', 'edge']);
  assert.match(service('api'), /SMS_PROVIDER: eskiz/);
  // Several instances on one database: PostgreSQL, and one pepper so that each checks the codes the others sent.
  assert.match(service('api'), /replicas: 2/);
  assert.match(service('api'), /DATABASE_URL: postgres:\/\//);
  assert.match(service('api'), /AUTH_CODE_PEPPER: \$\{AUTH_CODE_PEPPER:\?/);
  assert.match(service('postgres'), /healthcheck:/);
  assert.match(read('deploy/api.Dockerfile'), /ENV NODE_ENV=production/);
});

test('the images install exactly the lockfile: both Dockerfiles use npm ci, and npm ci accepts the lockfile', () => {
  for (const file of ['deploy/api.Dockerfile', 'deploy/edge.Dockerfile']) {
    const installs = read(file).match(/^RUN npm \S+/gm) ?? [];
    assert.deepEqual(installs, ['RUN npm ci', 'RUN npm ci'], file);
  }
  // npm ci refuses a lockfile that lacks another platform's native optional packages (one written where npm
  // skipped them); a dry run in a folder of its own checks the lockfile against package.json without installing.
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-npm-ci-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(dir, file));
    const ci = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      encoding: 'utf8',
    });
    assert.equal(
      ci.status,
      0,
      ci.stderr
        .split('\n')
        .filter((line) => line.includes('npm error'))
        .join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The command lines of a process's children, from /proc. */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        // The parent pid is the 4th field of stat, after the command name in parentheses.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) return [];
        return [readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean)];
      } catch {
        return []; // gone meanwhile
      }
    });
}

test('npm start’s launcher runs the edge with the bounded heap and the API with the dev outbox', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-launch-'));
  const appDirs = bareAppDirs();
  const [port, apiPort] = [await freePort(), await freePort()];
  const launch = startNode('tools/scripts/launch.mjs', {
    PORT: String(port),
    API_PORT: String(apiPort),
    DATABASE_FILE: join(dir, 'launch.sqlite'),
    DIST_DIR: appDirs,
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/readyz`, launch);
    const commands = childrenOf(launch.child.pid);
    const edge = commands.find((args) => args.at(-1).endsWith('dist/apps/edge/main.mjs'));
    assert.deepEqual(edge?.slice(1, -1), EDGE_NODE_ARGS);
    assert.ok(commands.some((args) => args.at(-1).endsWith('dist/apps/api/main.mjs')));
    const outbox = await fetch(`http://127.0.0.1:${port}/api/dev/sms-outbox`);
    assert.equal(outbox.status, 200);
  } finally {
    await launch.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(appDirs, { recursive: true, force: true });
  }
});

/** Every environment variable the code under `dir` reads (tests and their helpers excepted). */
function settingsReadIn(dir) {
  const names = new Set();
  const walk = (folder) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        // The API's test helpers (contract-test templates, reliability processes) read variables of the tests.
        if (!['testing', 'reliability'].includes(entry.name)) walk(path);
      } else if (
        /\.ts$/.test(entry.name) &&
        !/\.spec\.ts$|^testing\.ts$|^test-template\.ts$/.test(entry.name)
      ) {
        for (const match of read(path).matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9_]+)/g)) names.add(match[1]);
      }
    }
  };
  walk(dir);
  return names;
}

test('deploy/README.md lists every setting the API and the edge read, and none they do not', () => {
  const table =
    /^## Configuration \(environment variables\)\n([\s\S]*?)\n\n/m.exec(read('deploy/README.md'))?.[1] ?? '';
  const documented = new Set(
    table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1])),
  );
  const readByCode = new Set([...settingsReadIn('apps/api/src'), ...settingsReadIn('apps/edge/src')]);
  assert.ok(readByCode.size > 30, `found the settings (${readByCode.size})`);
  assert.deepEqual([...readByCode].filter((name) => !documented.has(name)).sort(), [], 'read but not listed');
  assert.deepEqual(
    [...documented].filter((name) => !readByCode.has(name)).sort(),
    [],
    'listed but never read',
  );
});
