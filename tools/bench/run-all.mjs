// `npm run bench`: builds the apps and servers once, runs every bench part as a child process (`npm run
// bench:<part>`, each writing bench/results/<part>.json), then prints one table of every figure against its budget
// and writes bench/results/latest.json and latest.md. A part without a script, or one that fails, stops no other:
// it shows as a failed row. Exits 1 when any budget does not hold or any part failed.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { failedRow, readPart, resultFile, RESULTS_DIR, ROOT } from './bench-results.mjs';

export const PART_NAMES = ['bundle', 'api', 'ssr', 'files', 'web'];

/** Each part as the package's `bench:<part>` script; a part with no script yet is listed as not available. */
export function partsFromPackage(scripts, partArgs = {}) {
  return PART_NAMES.map((part) =>
    scripts[`bench:${part}`]
      ? { part, command: ['npm', ['run', '--silent', `bench:${part}`, '--', ...(partArgs[part] ?? [])]] }
      : { part, command: null, reason: `not available (no bench:${part} script)` },
  );
}

/** Runs one part in its own process group, so a timeout stops it and everything it started. */
function runPart({ command: [cmd, args] }, { timeoutSec, env }) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', detached: true, env });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }, timeoutSec * 1000);
    const done = (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, timedOut, seconds: Math.round((Date.now() - began) / 100) / 10 });
    };
    child.on('error', () => done(127));
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/** Runs the parts one after another (they share 2 cores) and gathers their rows. */
export async function runParts(
  parts,
  { timeoutSec = 1800, dir = RESULTS_DIR, env = process.env, log = console.log } = {},
) {
  const results = [];
  for (const part of parts) {
    if (!part.command) {
      results.push({ part: part.part, status: 'not available', rows: [failedRow(part.part, part.reason)] });
      continue;
    }
    log(`\n=== bench:${part.part}`);
    // A stale file from an earlier run must never pass for this run's figures.
    rmSync(resultFile(part.part, dir), { force: true });
    const run = await runPart(part, { timeoutSec, env: { ...env, BENCH_RESULTS_DIR: dir } });
    const read = readPart(part.part, dir);
    const rows = read.rows ?? [];
    let status = 'ok';
    if (run.timedOut) {
      status = 'failed';
      rows.push(failedRow(`${part.part} run`, `stopped after ${timeoutSec} s`));
    } else if (read.error) {
      status = 'failed';
      rows.push(failedRow(`${part.part} run`, `exit ${run.exitCode}, ${read.error}`));
    } else if (run.exitCode !== 0 && rows.every((row) => row.holds !== false)) {
      // Its rows look fine, but the part says something went wrong: do not let that pass unseen.
      status = 'failed';
      rows.push(failedRow(`${part.part} run`, `exited with code ${run.exitCode}`));
    }
    results.push({ part: part.part, status, exitCode: run.exitCode, seconds: run.seconds, rows });
  }
  return results;
}

const formatValue = (row) => {
  if (row.value === null || row.value === undefined) return '—';
  const value =
    typeof row.value === 'number' ? String(Math.round(row.value * 1000) / 1000) : String(row.value);
  return row.unit ? `${value} ${row.unit}` : value;
};
/**
 * A budget as text. Parts write either text ("≤ 1800 ms") or a bare number in the row's unit: a rate is a floor,
 * anything else (latency, size, errors) a ceiling.
 */
export const formatBudget = (row) => {
  if (typeof row.budget !== 'number') return row.budget == null ? '' : String(row.budget);
  const sign = row.unit === 'req/s' ? '≥' : '≤';
  return row.unit ? `${sign} ${row.budget} ${row.unit}` : `${sign} ${row.budget}`;
};
const mark = (holds) => (holds === true ? '✓' : holds === false ? '✗' : '');

export function tableLines(results) {
  return results.flatMap(({ part, rows }) =>
    rows.map((row) => [part, row.name, formatValue(row), formatBudget(row), mark(row.holds)]),
  );
}

export function formatTable(results) {
  const header = ['part', 'figure', 'value', 'budget', 'holds'];
  const lines = [header, ...tableLines(results)];
  const widths = header.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  return lines
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatMarkdown(results, meta) {
  const escape = (cell) => cell.replaceAll('|', '\\|');
  const rows = tableLines(results).map((line) => `| ${line.map(escape).join(' | ')} |`);
  const broken = results.flatMap(({ part, rows: r }) =>
    r
      .filter((row) => row.holds === false)
      .map((row) => `- ${part}: ${row.name} (${formatValue(row)}, ${formatBudget(row)})`),
  );
  return [
    '# Bench results',
    '',
    `${meta.date}, Node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}, ${meta.seconds} s.`,
    '',
    '| part | figure | value | budget | holds |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    broken.length ? `## Not holding (${broken.length})\n\n${broken.join('\n')}` : 'Every budget holds.',
    '',
  ].join('\n');
}

export function summarize(results) {
  const rows = results.flatMap((r) => r.rows);
  return {
    holds: rows.filter((r) => r.holds === true).length,
    broken: rows.filter((r) => r.holds === false).length,
    reported: rows.filter((r) => r.holds === null).length,
  };
}

export function writeLatest(results, meta, dir = RESULTS_DIR) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'latest.json'),
    JSON.stringify({ ...meta, summary: summarize(results), parts: results }, null, 2) + '\n',
  );
  writeFileSync(join(dir, 'latest.md'), formatMarkdown(results, meta));
}

function parseArgs(argv) {
  const options = { parts: PART_NAMES, build: true, web: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--parts') options.parts = argv[++i].split(',');
    else if (arg === '--no-build') options.build = false;
    // Shorter Lighthouse runs while developing: passed on to bench:web.
    else if (arg === '--runs' || arg === '--pages' || arg === '--presets' || arg === '--cpu')
      options.web.push(arg, argv[++i]);
    else
      throw new Error(
        `unknown argument ${arg}; use --parts a,b --no-build --runs N --pages a,b --presets mobile,desktop --cpu N|calibrated`,
      );
  }
  const unknown = options.parts.filter((p) => !PART_NAMES.includes(p));
  if (unknown.length)
    throw new Error(`unknown part ${unknown.join(', ')}; parts are ${PART_NAMES.join(', ')}`);
  return options;
}

async function main() {
  const began = Date.now();
  const options = parseArgs(process.argv.slice(2));
  const { scripts = {} } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const parts = partsFromPackage(scripts, { web: options.web }).filter((p) => options.parts.includes(p.part));
  const results = [];
  if (options.build) {
    console.log('=== production builds (Nx caches what did not change)');
    const build = spawnSync(
      'nx',
      ['run-many', '-t', 'build', '-p', 'desktop-web', 'mobile-web', 'edge', 'api'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0)
      results.push({
        part: 'build',
        status: 'failed',
        rows: [failedRow('production builds', `exit ${build.status}`)],
      });
  }
  results.push(
    ...(await runParts(parts, { timeoutSec: Number(process.env.BENCH_PART_TIMEOUT_SEC ?? 1800) })),
  );
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    seconds: Math.round((Date.now() - began) / 1000),
  };
  writeLatest(results, meta);
  console.log(`\n${formatTable(results)}\n`);
  const { holds, broken, reported } = summarize(results);
  console.log(
    `${holds} within budget, ${broken} not, ${reported} reported only; ${meta.seconds} s. Written to bench/results/latest.{json,md}`,
  );
  process.exitCode = broken > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`[bench] ${error.message}`);
    process.exit(2);
  });
}
