// `npm run payments:reconcile -- --from 2026-11-01 --to 2026-11-30`: runs the API's reconciliation command
// (apps/api/src/payments/reconcile-command.ts) on the API's settings from the environment, building the API first
// when it was never built. Its exit code is the command's: 0 no difference, 1 differences, 2 could not compare.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const command = join('dist', 'apps', 'api', 'payments-reconcile.mjs');
if (!existsSync(command)) {
  const built = spawnSync(process.execPath, [join('tools', 'scripts', 'build-server.mjs'), 'api'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, [command, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
