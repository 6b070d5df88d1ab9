// `npm test`: format check, lint, typecheck, unit tests, production builds, the bundle budgets, the Storybook
// build, then the e2e suites in Chromium.
// The last line is "N passed, N failed" (unit and e2e tests summed).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const reports = join(process.cwd(), 'reports');

function step(title, command, args) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

function readCounts(dir, pick) {
  if (!existsSync(dir)) return { passed: 0, failed: 0 };
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => pick(JSON.parse(readFileSync(join(dir, file), 'utf8'))))
    .reduce((sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }), {
      passed: 0,
      failed: 0,
    });
}

/** Line and branch coverage of every unit-tested project, from Jest's json-summary reports. */
function printCoverage() {
  const rows = [];
  for (const kind of ['libs', 'apps']) {
    const dir = join(process.cwd(), 'coverage', kind);
    if (!existsSync(dir)) continue;
    for (const project of readdirSync(dir).sort()) {
      const file = join(dir, project, 'coverage-summary.json');
      if (!existsSync(file)) continue;
      const { total } = JSON.parse(readFileSync(file, 'utf8'));
      rows.push(
        `${project.padEnd(14)} ${String(total.lines.pct).padStart(6)}% ${String(total.branches.pct).padStart(6)}%`,
      );
    }
  }
  if (rows.length) console.log(`\ncoverage       lines  branches\n${rows.join('\n')}`);
}

function finish(ok) {
  printCoverage();
  const unit = readCounts(join(reports, 'jest'), (summary) => summary);
  const e2e = readCounts(join(reports, 'e2e'), ({ stats }) => ({
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
  }));
  console.log(
    `\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`,
  );
  const failed = unit.failed + e2e.failed;
  console.log(`${unit.passed + e2e.passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

console.log(`Node ${process.version} (${process.execPath})`);
rmSync(join(reports, 'e2e'), { recursive: true, force: true });

const ok =
  step('format', 'prettier', ['--check', '.']) &&
  // Supply chain: every locked package comes from the npm registry over https with an integrity hash.
  step('lockfile-lint', 'lockfile-lint', [
    ...['--path', 'package-lock.json', '--type', 'npm', '--allowed-hosts', 'npm'],
    ...['--validate-https', '--validate-package-names', '--validate-integrity'],
  ]) &&
  // The bill of materials of what ships (runtime dependencies), from node_modules, offline.
  step('sbom', 'cyclonedx-npm', [
    '--omit',
    'dev',
    '--output-format',
    'JSON',
    '--output-file',
    'reports/sbom.json',
  ]) &&
  // Unused files, exports and dependencies (knip.jsonc): code nothing reaches fails the run.
  step('unused code', 'knip', ['--no-progress']) &&
  // Import cycles, type-only and lazy imports included (the lint rule sees only run-time ones).
  step('import cycles', 'node', ['tools/reliability/import-cycles.mjs']) &&
  step('lint, typecheck, unit tests, builds', 'nx', [
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'build',
  ]) &&
  // The API's contract suites again on a throw-away PostgreSQL server (Debian's, installed when missing as root).
  ensurePostgres() !== null &&
  step('api on PostgreSQL', 'nx', ['run', 'api:test-postgres']) &&
  // Bundle budgets (issue 9): first-load JS per app, each screen chunk, the home HTML up to the LCP element.
  step('bundle bench helpers', 'node', [
    '--test',
    '--test-reporter=dot',
    'tools/bench/bundle-graph.test.mjs',
  ]) &&
  step('bundle budgets', 'node', ['tools/bench/bundle-bench.mjs', '--check']) &&
  // A story that no longer compiles fails here, not only in the designers' browser.
  step('storybook build', 'storybook', ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet']) &&
  // The built edge and API under a bounded load: no failed answer, memory flat (SOAK_SECONDS, default 60).
  step('soak', 'node', ['tools/reliability/soak.mjs']) &&
  ensureChromium() &&
  step('e2e', 'nx', ['run-many', '-t', 'e2e', '--parallel=1']) &&
  // No card number or expiry typed by the e2e suites may be left in their database files or server logs, and no
  // code or token in the logs.
  step('secrets scan', 'node', ['tools/reliability/scan-secrets.mjs']) &&
  // The README's `npm start` on a fresh clone of the repository, as a newcomer runs it (minutes: a real install
  // from the npm cache and every build).
  step('fresh clone', 'node', ['tools/reliability/fresh-clone.mjs']);
finish(ok);
