// Unit tests of bench:bundle's helpers (node --test; `npm test` runs them with the bundle check).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  firstLoadFiles,
  htmlUpToLcp,
  lazyChunks,
  preloadListScripts,
  routeChunks,
  scriptsOfHtml,
} from './bundle-graph.mjs';

const manifest = {
  'index.html': {
    file: 'a/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_src.js'],
    dynamicImports: ['src/pages/home/home-page.tsx', 'src/pages/cart/cart-page.tsx'],
  },
  '_react.js': { file: 'a/react-1.js', name: 'react' },
  '_src.js': {
    file: 'a/src-1.js',
    name: 'src',
    imports: ['_react.js'],
    dynamicImports: ['_ru.js', '_uz.js'],
  },
  '_ru.js': { file: 'a/ru-1.js', name: 'ru' },
  '_uz.js': { file: 'a/uz-1.js', name: 'uz' },
  '_listing.js': { file: 'a/listing-1.js', name: 'listing', imports: ['_src.js'] },
  'src/pages/home/home-page.tsx': {
    file: 'a/home-page-1.js',
    src: 'src/pages/home/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_src.js', '_listing.js'],
  },
  'src/pages/cart/cart-page.tsx': {
    file: 'a/cart-page-1.js',
    src: 'src/pages/cart/cart-page.tsx',
    isDynamicEntry: true,
    imports: ['_listing.js'],
    dynamicImports: ['../../node_modules/@sentry/browser/build/npm/esm/prod/index.js'],
  },
  '../../node_modules/@sentry/browser/build/npm/esm/prod/index.js': {
    file: 'a/prod-1.js',
    name: 'prod',
    src: '../../node_modules/@sentry/browser/build/npm/esm/prod/index.js',
    isDynamicEntry: true,
  },
};
const html =
  '<head><script type="module" crossorigin src="/a/index-1.js"></script>' +
  '<link rel="modulepreload" href="/a/react-1.js"><link rel="stylesheet" href="/a/index-1.css">' +
  '<script src="/other.js"></script></head>';

test('the HTML names its module script and preloads, not styles or classic scripts', () => {
  assert.deepEqual(scriptsOfHtml(html), ['/a/index-1.js', '/a/react-1.js']);
});

test('the first load is the entry and its static imports, transitively, never a lazy chunk', () => {
  assert.deepEqual([...firstLoadFiles(manifest, html, 'a')].sort(), [
    'a/index-1.js',
    'a/react-1.js',
    'a/src-1.js',
  ]);
});

test('a screen costs its chunk plus what the first load did not bring', () => {
  const first = firstLoadFiles(manifest, html, 'a');
  assert.deepEqual(routeChunks(manifest, first), [
    { name: 'cart/cart-page', files: ['a/cart-page-1.js', 'a/listing-1.js'] },
    { name: 'home/home-page', files: ['a/home-page-1.js', 'a/listing-1.js'] },
  ]);
});

test('chunks loaded later are named by package or chunk name', () => {
  const first = firstLoadFiles(manifest, html, 'a');
  assert.deepEqual(
    lazyChunks(manifest, first).map((chunk) => [chunk.name, chunk.files]),
    [
      ['@sentry/browser', ['a/prod-1.js']],
      ['ru', ['a/ru-1.js']],
      ['uz', ['a/uz-1.js']],
    ],
  );
});

test('the LCP candidate is the first <img> or <h1> inside <main>', () => {
  const page =
    '<html><body><header><h1>Logo</h1></header><main><p>x</p><h1 class="t">Аптека</h1><img src="b"></main>';
  assert.deepEqual(htmlUpToLcp(page), {
    element: 'h1',
    html: '<html><body><header><h1>Logo</h1></header><main><p>x</p><h1 class="t">Аптека</h1>',
  });
  const withImage = '<main><img src="/hero.webp" alt=""><h1>A</h1></main>';
  assert.deepEqual(htmlUpToLcp(withImage), { element: 'img', html: '<main><img src="/hero.webp" alt="">' });
});

test('a client-rendered shell has no LCP candidate: the whole document counts', () => {
  const shell = '<html><body><div id="root"></div></body></html>';
  assert.deepEqual(htmlUpToLcp(shell), { element: null, html: shell });
});

test("preloadListScripts: the scripts of a chunk's preload lists, not its stylesheets", () => {
  const code =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["a/cart-1.js","a/cart-2.css","a/src-3.js"])))=>i.map(i=>d[i]);\n' +
    'import{t as e}from"./preload-helper-1.js";const n=()=>e(()=>import("./cart-1.js"),__vite__mapDeps([0,1,2]));';
  assert.deepEqual(preloadListScripts(code), ['a/cart-1.js', 'a/src-3.js']);
  assert.deepEqual(
    preloadListScripts(
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["a/cart-2.css"])))=>i.map(i=>d[i]);',
    ),
    [],
  );
  assert.deepEqual(preloadListScripts('export const a = 1;'), []);
});
