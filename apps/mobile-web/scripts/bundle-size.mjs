// Prints the gzip size of the mobile app's first load (entry script, its preloaded chunks and styles) and of
// every route chunk, from the build in dist/apps/mobile-web. Run after `npx nx build mobile-web`:
//   node apps/mobile-web/scripts/bundle-size.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', '..', '..', 'dist', 'apps', 'mobile-web');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const firstLoad = [...html.matchAll(/(?:src|href)="\/(mobile-assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let js = 0;
let css = 0;
for (const file of firstLoad) {
  if (file.endsWith('.js')) js += gz(file);
  else css += gz(file);
}
console.log(`first load: ${kb(js)} JS + ${kb(css)} CSS gzip in ${firstLoad.length} files (budget 125 KB JS)`);

const loaded = new Set(firstLoad.map((file) => file.replace('mobile-assets/', '')));
const pages = readdirSync(join(dist, 'mobile-assets')).filter((f) => /-page-[\w-]+\.js$/.test(f));
for (const page of pages.sort()) console.log(`  route chunk ${page}: ${kb(gz(`mobile-assets/${page}`))}`);
const others = readdirSync(join(dist, 'mobile-assets')).filter(
  (f) => f.endsWith('.js') && !loaded.has(f) && !/-page-/.test(f),
);
const largest = others
  .map((f) => [f, gz(`mobile-assets/${f}`)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5);
for (const [file, size] of largest) console.log(`  lazy shared chunk ${file}: ${kb(size)}`);
