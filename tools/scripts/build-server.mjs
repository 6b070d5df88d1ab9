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

// Start clean so a renamed or removed output never lingers.
rmSync(join('dist', 'apps', name), { recursive: true, force: true });

await build({
  entryPoints: [join('apps', name, 'src', 'main.ts')],
  outfile: join('dist', 'apps', name, 'main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: join('apps', name, 'tsconfig.app.json'),
  logLevel: 'warning',
});
console.log(`built dist/apps/${name}/main.mjs`);
