// `npm start`: builds what changed (Nx caches the rest), then serves the whole storefront at :3000.
import { spawnSync } from 'node:child_process';

const build = spawnSync('nx', ['run-many', '-t', 'build', '-p', 'desktop-web', 'mobile-web', 'edge', 'api'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
await import('./launch.mjs');
