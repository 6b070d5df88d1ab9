// The aggregator against fake parts: one that holds its budgets, one that breaks one, one that crashes, one that
// exits non-zero with good-looking rows, one that hangs, and one with no script. Run: node --test tools/bench/
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { figure, median, readPart } from './bench-results.mjs';
import {
  formatBudget,
  formatMarkdown,
  formatTable,
  partsFromPackage,
  runParts,
  summarize,
  writeLatest,
} from './run-all.mjs';

const dir = mkdtempSync(join(tmpdir(), 'gopharm-bench-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A fake part: a node script that writes the given rows (or not) and exits with the given code. */
const fake = (part, { rows, exit = 0, hang = false }) => ({
  part,
  command: [
    process.execPath,
    [
      '-e',
      `${rows ? `require('fs').writeFileSync(require('path').join(process.env.BENCH_RESULTS_DIR, '${part}.json'), ${JSON.stringify(JSON.stringify({ part, rows }))});` : ''}
       ${hang ? 'setInterval(() => {}, 1000);' : `process.exit(${exit});`}`,
    ],
  ],
});

test('figure() compares against a max or a min budget, and never holds without a value', () => {
  assert.deepEqual(figure('LCP', 1500, 'ms', { max: 1800 }), {
    name: 'LCP',
    value: 1500,
    unit: 'ms',
    budget: '≤ 1800 ms',
    holds: true,
  });
  assert.equal(figure('score', 97, '', { min: 98 }).holds, false);
  assert.equal(figure('score', 97, '', { min: 98 }).budget, '≥ 98');
  assert.equal(figure('score', null, '', { min: 98 }).holds, false);
  assert.equal(figure('req/s', 2000, 'req/s').holds, null);
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
});

test('a part without a script is listed as not available', () => {
  const parts = partsFromPackage(
    { 'bench:api': 'node x.mjs', 'bench:web': 'node y.mjs' },
    { web: ['--runs', '1'] },
  );
  assert.deepEqual(
    parts.map((p) => [p.part, p.command ? p.command[1].join(' ') : p.reason]),
    [
      ['bundle', 'not available (no bench:bundle script)'],
      ['api', 'run --silent bench:api --'],
      ['ssr', 'not available (no bench:ssr script)'],
      ['files', 'not available (no bench:files script)'],
      ['web', 'run --silent bench:web -- --runs 1'],
    ],
  );
});

test('runs every part, turns missing, crashed, failed and hung parts into failed rows, and writes latest', async () => {
  // A stale file of the crashing part must not be taken for this run's results.
  writeFileSync(
    join(dir, 'crash.json'),
    JSON.stringify({ part: 'crash', rows: [figure('old', 1, 'ms', { max: 2 })] }),
  );
  const results = await runParts(
    [
      fake('good', { rows: [figure('p99', 8, 'ms', { max: 10 }), figure('req/s', 2000, 'req/s')] }),
      fake('slow', { rows: [figure('LCP', 2500, 'ms', { max: 1800 })], exit: 1 }),
      fake('crash', { exit: 3 }),
      fake('liar', { rows: [figure('p99', 1, 'ms', { max: 10 })], exit: 2 }),
      fake('hang', { hang: true }),
      { part: 'ssr', command: null, reason: 'not available (no bench:ssr script)' },
    ],
    { dir, timeoutSec: 2, log: () => undefined },
  );
  assert.deepEqual(
    results.map((r) => [r.part, r.status]),
    [
      ['good', 'ok'],
      ['slow', 'ok'], // a broken budget is a figure, not a failed run
      ['crash', 'failed'],
      ['liar', 'failed'],
      ['hang', 'failed'],
      ['ssr', 'not available'],
    ],
  );
  assert.match(results[2].rows[0].budget, /exit 3, wrote no results/);
  assert.match(results[3].rows.at(-1).budget, /exited with code 2/);
  assert.match(results[4].rows[0].budget, /stopped after 2 s/);
  assert.deepEqual(summarize(results), { holds: 2, broken: 5, reported: 1 });

  const table = formatTable(results).split('\n');
  assert.match(table[0], /^part\s+figure\s+value\s+budget\s+holds$/);
  assert.match(table[1], /^good\s+p99\s+8 ms\s+≤ 10 ms\s+✓$/);
  assert.ok(table.some((line) => /^slow\s+LCP\s+2500 ms\s+≤ 1800 ms\s+✗$/.test(line)));
  assert.ok(table.some((line) => /^ssr\s+ssr\s+—\s+not available/.test(line)));

  writeLatest(
    results,
    { date: '2026-11-22T00:00:00Z', node: 'v24', cpus: 2, cpuModel: 'test', seconds: 9 },
    dir,
  );
  const latest = JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8'));
  assert.equal(latest.parts.length, 6);
  assert.deepEqual(latest.summary, { holds: 2, broken: 5, reported: 1 });
  const md = readFileSync(join(dir, 'latest.md'), 'utf8');
  assert.match(md, /\| good \| p99 \| 8 ms \| ≤ 10 ms \| ✓ \|/);
  assert.match(md, /## Not holding \(5\)/);
});

test('readPart refuses malformed results with a reason', () => {
  writeFileSync(join(dir, 'bad.json'), '{"rows": [{"value": 1}]}');
  assert.match(readPart('bad', dir).error, /lacks name/);
  writeFileSync(join(dir, 'bad.json'), 'not json');
  assert.match(readPart('bad', dir).error, /unreadable/);
});

test('budgets written as bare numbers read as a floor for a rate and a ceiling otherwise, in text and markdown', () => {
  assert.equal(formatBudget({ budget: 2000, unit: 'req/s' }), '≥ 2000 req/s');
  assert.equal(formatBudget({ budget: 20, unit: 'ms' }), '≤ 20 ms');
  assert.equal(formatBudget({ budget: 0, unit: '' }), '≤ 0');
  assert.equal(formatBudget({ budget: '≤ 1800 ms', unit: 'ms' }), '≤ 1800 ms');
  assert.equal(formatBudget({ budget: null }), '');
  const results = [
    { part: 'api', rows: [{ name: 'drug page: p99', value: 13, unit: 'ms', budget: 10, holds: false }] },
  ];
  const markdown = formatMarkdown(results, { date: 'd', node: 'v24', cpus: 2, cpuModel: 'cpu', seconds: 1 });
  assert.match(markdown, /\| api \| drug page: p99 \| 13 ms \| ≤ 10 ms \| ✗ \|/);
  assert.match(markdown, /- api: drug page: p99 \(13 ms, ≤ 10 ms\)/);
  assert.match(formatTable(results), /≤ 10 ms/);
});
