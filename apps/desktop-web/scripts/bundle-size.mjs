// Prints the desktop app's JS sizes after a build (gzip, as a shopper downloads them): the first load (the
// entry and what index.html preloads) and every route chunk, against the budgets (first load ≤ 170 KB,
// each route chunk ≤ 30 KB). Run: npx nx run desktop-web:size (after a build). Exits 0: budgets are reported,
// not enforced, until the team sets them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', '..', '..', 'dist', 'apps', 'desktop-web');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const firstJs = firstLoad.filter((file) => file.endsWith('.js'));
const firstTotal = firstJs.reduce((sum, file) => sum + gz(file), 0);
console.log(`first-load JS: ${kb(firstTotal)} KB gzip (budget 170 KB) — ${firstJs.join(', ')}`);
for (const css of firstLoad.filter((file) => file.endsWith('.css')))
  console.log(`first-load CSS: ${kb(gz(css))} KB gzip`);

const assets = readdirSync(join(dist, 'desktop-assets')).filter((file) => file.endsWith('.js'));
const chunks = assets
  .map((file) => `desktop-assets/${file}`)
  .filter((file) => !firstJs.includes(file))
  .map((file) => ({ file, size: gz(file) }))
  .sort((a, b) => b.size - a.size);
console.log('lazy chunks (gzip):');
for (const { file, size } of chunks) {
  const note = size > 30 * 1024 ? '  over the 30 KB route budget (library loaded on demand)' : '';
  console.log(`  ${kb(size).padStart(7)} KB  ${file}${note}`);
}
