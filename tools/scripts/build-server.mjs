// Bundles a Node server app (apps/edge, apps/api) into dist/apps/<name>/main.js with esbuild.
// Workspace libs are bundled in (resolved through tsconfig paths); node_modules stay external.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const name = process.argv[2];
if (!name) {
  console.error('usage: node tools/scripts/build-server.mjs <app-name>');
  process.exit(2);
}

// Worker threads' modules, bundled beside main.mjs under these names: the app finds them there (apps/api's
// main.ts names prescription-worker.mjs; api-process.ts bundles the same for the process tests).
const WORKERS = {
  api: { 'prescription-worker': join('apps', 'api', 'src', 'prescriptions', 'prescription-file.ts') },
};

// Commands run beside the server on its settings (`npm run payments:reconcile`), bundled beside main.mjs too.
const COMMANDS = {
  api: { 'payments-reconcile': join('apps', 'api', 'src', 'payments', 'reconcile-command.ts') },
};

// Start clean so a renamed or removed output never lingers.
rmSync(join('dist', 'apps', name), { recursive: true, force: true });

await build({
  entryPoints: { main: join('apps', name, 'src', 'main.ts'), ...WORKERS[name], ...COMMANDS[name] },
  outdir: join('dist', 'apps', name),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: join('apps', name, 'tsconfig.app.json'),
  logLevel: 'warning',
});
console.log(
  `built dist/apps/${name}/main.mjs${Object.keys({ ...WORKERS[name], ...COMMANDS[name] })
    .map((worker) => ` and ${worker}.mjs`)
    .join('')}`,
);
