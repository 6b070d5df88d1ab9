// `node tools/bench/prescription-attack.mjs`: the attack of issue 38 (item 2), measured. Builds the API, starts it
// (`node dist/apps/api/main.mjs`, its prescription worker beside it) on a fresh SQLite file, and while attackers
// upload a PDF that inflates to 2 GB and one of 40,000 pages, over and over, other shoppers search the catalogue
// and read the regions at a steady rate (open loop). Prints their p50/p99 during the attack and before it, how
// long each bomb took to be refused, and the API's largest resident memory.
//
// Settings: ATTACK_PORT (5990), ATTACK_SECONDS (20), ATTACK_RATE (shoppers' requests a second, 40). Writes
// bench/results/files.json (`npm run bench` runs it as the part "files"); exits 1 when a budget does not hold.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflatingPdf, manyPagesPdf } from '../../apps/api/src/prescriptions/pdf-bombs.ts';
import { figure, writePart } from './bench-results.mjs';
import { openLoop } from './open-loop.mjs';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.ATTACK_PORT ?? 5990);
const seconds = Number(process.env.ATTACK_SECONDS ?? 20);
const rate = Number(process.env.ATTACK_RATE ?? 40);
const base = `http://127.0.0.1:${port}/api/`;

const built = spawnSync(process.execPath, [join(root, 'tools/scripts/build-server.mjs'), 'api'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

const dir = mkdtempSync(join(tmpdir(), 'rx-attack-'));
const server = spawn(process.execPath, [join(root, 'dist/apps/api/main.mjs')], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATABASE_FILE: join(dir, 'api.sqlite'),
    SMS_PROVIDER: 'console',
    PAYMENT_PROVIDERS: 'dev',
    LOG_LEVEL: 'warn',
    // The attackers may upload as often as they like: what is measured is the reading, not the budgets.
    PRESCRIPTION_UPLOAD_LIMIT: '100000/60',
    PRESCRIPTION_UPLOAD_LIMIT_DAY: '100000/86400',
    SMS_LIMIT_PER_IP: '1000/60',
    SMS_CHALLENGE_AFTER: 'off',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** The API's resident memory (its worker threads included), from /proc. */
const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function call(method, path, body, headers = {}) {
  const answer = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

async function signIn(phone) {
  await call('POST', 'v1/register-captcha', { phone });
  const outbox = await call('GET', `dev/sms-outbox?phone=${phone}`);
  const accepted = await call('POST', 'v1/accept', { phone, code: outbox.body.results[0].code });
  return `Bearer ${accepted.body.token}`;
}

async function shoppers(label) {
  const paths = ['v1/regions', 'v1/drugs?search=%D0%B0%D1%81%D0%BF%D0%B8%D1%80%D0%B8%D0%BD'];
  const result = await openLoop({
    origin: `http://127.0.0.1:${port}`,
    rate,
    seconds,
    request: (i) => ({ path: `/api/${paths[i % paths.length]}` }),
  });
  console.log(
    `${label}: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms, errors ${JSON.stringify(result.errors ?? {})}`,
  );
  return result;
}

try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the API did not start');
    if (
      await fetch(`${base}v1/regions`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const bombs = [
    ['2 GB-inflating PDF', inflatingPdf(2 * 1024 ** 3)],
    ['40,000-page PDF', manyPagesPdf(40_000)],
  ];
  for (const [name, bytes] of bombs)
    console.log(`${name}: ${(bytes.length / 1_048_576).toFixed(2)} MiB sent`);
  const attackers = await Promise.all([signIn('998900000001'), signIn('998900000002')]);

  const quiet = await shoppers('shoppers, quiet API');

  let attacking = true;
  let peakMb = rssMb();
  const refusals = new Map(bombs.map(([name]) => [name, []]));
  const attack = attackers.map(async (authorization, a) => {
    const [name, bytes] = bombs[a % bombs.length];
    while (attacking) {
      const started = performance.now();
      const answer = await fetch(`${base}v1/prescriptions/file`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/pdf' },
        body: bytes,
      });
      const { code } = await answer.json();
      refusals.get(name).push({ ms: performance.now() - started, status: answer.status, code });
    }
  });
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 100);
  const underAttack = await shoppers('shoppers, under attack');
  attacking = false;
  await Promise.all(attack);
  clearInterval(sampler);

  for (const [name, answers] of refusals) {
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const codes = [...new Set(answers.map((answer) => `${answer.status} ${answer.code}`))].join(', ');
    console.log(
      `${name}: ${answers.length} uploads refused (${codes}), median ${Math.round(times[times.length >> 1])} ms, ` +
        `max ${Math.round(times.at(-1))} ms`,
    );
  }
  console.log(`API resident memory, largest during the attack: ${Math.round(peakMb)} MB`);
  const refusedMs = (name) => {
    const times = refusals
      .get(name)
      .map((answer) => answer.ms)
      .sort((a, b) => a - b);
    return Math.round(times[times.length >> 1]);
  };
  const failed = (result) => result.errors + result.non2xx;
  const rows = [
    figure('other shoppers p99, quiet', quiet.latency.p99, 'ms'),
    figure('other shoppers p99, under attack', underAttack.latency.p99, 'ms', { max: 100 }),
    figure('other shoppers failed, under attack', failed(underAttack), '', { max: 0 }),
    figure('2 GB-inflating PDF refused in (median)', refusedMs(bombs[0][0]), 'ms'),
    figure('40,000-page PDF refused in (median)', refusedMs(bombs[1][0]), 'ms'),
    figure('API memory, largest', Math.round(peakMb), 'MB', { max: 1024 }),
  ];
  writePart('files', rows);
  process.exitCode = rows.every((row) => row.holds !== false) ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
