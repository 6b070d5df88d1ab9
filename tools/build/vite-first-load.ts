// What the storefront apps load first, shared by both apps' builds (tools/build/vite-storefront.ts) and measured
// by `npm run bench:bundle` (ARCHITECTURE.md, "What loads first").
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import libraryChunks from './library-chunks.json';

/**
 * react-router publishes only its development build through package.json "exports" (remix-run/react-router
 * #12532, #14102): dev warnings and checks ship to shoppers and run in every server render. Production builds,
 * the browser's and the server entries the edge renders with, take the production files.
 */
function productionRouterAliases(workspaceRoot: string) {
  const dist = resolve(workspaceRoot, 'node_modules/react-router/dist/production');
  return [
    { find: /^react-router$/, replacement: `${dist}/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}/dom-export.mjs` },
  ];
}

/** The server entry's build (`vite build --ssr`): react-router's production files, as the browser build has. */
export function productionRouter(workspaceRoot: string): Plugin {
  return {
    name: 'gopharm-production-router',
    apply: 'build',
    config: () => ({ resolve: { alias: productionRouterAliases(workspaceRoot) } }),
  };
}

/**
 * Libraries on the first load get their own chunks: React (react-dom is most of the bytes, and it changes least)
 * and the rest (router, MobX, i18next; ky, which loads with the first API call, only were it imported statically).
 * A deploy of app code then leaves both in the browser's cache. Only modules of the static graph are captured
 * (`$initial`), so lazily loaded libraries (notistack, leaflet, libphonenumber, Sentry) stay in their screens'
 * chunks and off the first load.
 */
/**
 * The chosen libraries of the first load, one chunk each, by chunk name (library-chunks.json, which bench:bundle
 * reads too to report each one's cost).
 */
export const LIBRARY_CHUNKS: Record<string, string[]> = libraryChunks;

const vendorChunks = {
  groups: [
    ...Object.entries(LIBRARY_CHUNKS).map(([name, packages]) => ({
      name,
      test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
      // React is on every first load whole: the shell imports react-dom's client lazily only so that it sets
      // itself up in a task of its own (bootstrap-app.tsx), and it must still come in React's chunk, not after.
      ...(name === 'react' ? {} : { tags: ['$initial' as const] }),
      priority: 2,
    })),
    // Anything else of node_modules on the first load (small helpers those libraries use).
    { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 1 },
    // Our own first-load code, in the entry's chunk. Left to the bundler, each module the entry shares with some
    // screens came in a common chunk of its own (stores-context, match-route, result, the libs' index files…):
    // twelve files, each with its gzip overhead and the imports and exports between them, for rolldown (1.2) merged
    // none into the entry (compare rolldown/rolldown#10731). In one chunk: own first-load code 21.29 → 19.54 kB
    // gzip (mobile), each screen 0.2–0.5 kB less. `$initial` follows every static import, those tree-shaking drops
    // too, so it also marks modules the first load only imports lazily: the dictionaries (reached through the i18n
    // index's texts) stay out by name, and `includeDependenciesRecursively: false` leaves a captured module's
    // imports where the bundler puts them. bench:bundle's ceiling catches any other module pulled in this way.
    {
      name: 'index',
      test: (id: string) =>
        !/[\\/]node_modules[\\/]|[\\/]libs[\\/]i18n[\\/]src[\\/]dictionaries[\\/]/.test(id),
      tags: ['$initial' as const],
      includeDependenciesRecursively: false,
      priority: 0,
    },
  ],
};

/** Vite's module of its preload helper, `__vitePreload`, through which every lazy import of a browser build goes. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, smaller (Vite's is 0.91 kB gzip of the first load, this 0.47): a lazy import's list
 * (`deps`, paths from `base`) has its stylesheets linked and waited for, for a screen must arrive styled, and its
 * scripts preloaded, not waited for, as Vite's does. A stylesheet already linked, or a script any link names, is
 * not linked again; a stylesheet that fails fails the import, as with Vite's. What it leaves out of Vite's: the
 * preload fallback for browsers without modulepreload (the first load's lists name no scripts, and the polyfill
 * is off too), paths relative to the importer (`base` is absolute here) and the `vite:preloadError` event, which
 * nothing here listens to. Vite has no option to drop or slim its helper (vitejs/vite#13952, open), so the plugin
 * puts this in its module's place.
 */
function preloadHelperCode(base: string): string {
  return `const seen = {};
export const __vitePreload = (load, deps) => {
  let links, nonce;
  return Promise.all((deps || []).map((dep) => {
    const href = new URL(${JSON.stringify(base)} + dep, location.href).href;
    if (seen[href]) return seen[href];
    const css = dep.endsWith(".css");
    links ??= [...document.getElementsByTagName("link")];
    if (links.some((link) => link.href === href && (!css || link.rel === "stylesheet"))) return;
    nonce ??= document.querySelector("meta[property=csp-nonce]")?.nonce;
    const link = document.createElement("link");
    link.rel = css ? "stylesheet" : "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    if (nonce) link.setAttribute("nonce", nonce);
    document.head.appendChild(link);
    if (css)
      return (seen[href] = new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => reject(new Error("Unable to preload CSS for " + href));
      }).finally(() => delete seen[href]));
  })).then(() => load());
};
`;
}

/**
 * Modules the bundler may drop when nothing of theirs is used. The libs are imported through their index files
 * (`@gopharm/shell`, …); unless their modules are declared free of side effects, every module an index re-exports
 * is kept where the index is imported (the first load), so the checkout's, sign-in's and cart's code arrived with
 * every page. The dictionaries build their objects by spreading sections, which the bundler cannot prove free of
 * side effects either; declared free, the language a page does not use leaves the first load (libs/i18n
 * load-i18n.ts). Stylesheets keep their effect, and so do the index files (what they import bare
 * runs first: shell's csp-nonce-first) and that module.
 */
const SIDE_EFFECT_FREE =
  /[\\/]libs[\\/](i18n[\\/]src[\\/]dictionaries[\\/]|(shell|domain|api-client|util)[\\/]src[\\/].+\.tsx?$)/;
const KEEPS_ITS_EFFECT = /[\\/](index|csp-nonce-first)\.ts$/;

/**
 * Production builds only: the dev server keeps react-router's warnings and Vite's own module handling. The Vite
 * manifest (`build.manifest`, read by bench:bundle) moves beside the build folder, `dist/apps/<app>.manifest.json`,
 * so the edge, which serves every file of the folder, never publishes it.
 */
export function firstLoad(workspaceRoot: string): Plugin {
  let outDir = '';
  let base = '/';
  let bundle: Readonly<
    Record<string, { type: 'chunk'; imports: string[]; isEntry: boolean } | { type: 'asset' }>
  > = {};
  const loadedBy = new Map<string, Set<string>>();
  let firstLoaded: Set<string> | null = null;
  /** The chunk and every chunk it imports statically: loaded before any of its dynamic imports runs. */
  const staticallyLoaded = (fileName: string): Set<string> => {
    let loaded = loadedBy.get(fileName);
    if (loaded) return loaded;
    loaded = new Set();
    const pending = [fileName];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const chunk = bundle[next];
      if (loaded.has(next) || chunk?.type !== 'chunk') continue;
      loaded.add(next);
      pending.push(...chunk.imports);
    }
    loadedBy.set(fileName, loaded);
    return loaded;
  };
  /** The entry and its static imports: what every page loads first. */
  const inFirstLoad = (fileName: string): boolean => {
    firstLoaded ??= new Set(
      Object.entries(bundle).flatMap(([name, chunk]) =>
        chunk.type === 'chunk' && chunk.isEntry ? [...staticallyLoaded(name)] : [],
      ),
    );
    return firstLoaded.has(fileName);
  };
  return {
    name: 'gopharm-first-load',
    apply: 'build',
    // Vite writes each lazy import's preload list after this hook (its import analysis runs last).
    generateBundle(_options, output) {
      bundle = output;
      loadedBy.clear();
      firstLoaded = null;
    },
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
      // The helper's paths are the base and a file's path (Vite's own resolves a relative base per importer).
      if (!/^(\/|https?:\/\/)/.test(config.base))
        throw new Error(`gopharm-first-load: base ${config.base} is not absolute`);
      base = config.base;
    },
    closeBundle: () => {
      const folder = join(outDir, '.vite');
      if (!existsSync(join(folder, 'manifest.json'))) return;
      copyFileSync(join(folder, 'manifest.json'), `${outDir}.manifest.json`);
      rmSync(folder, { recursive: true, force: true });
    },
    transform: (code, id) => {
      if (id === PRELOAD_HELPER_ID)
        return { code: preloadHelperCode(base), map: null, moduleSideEffects: false };
      return SIDE_EFFECT_FREE.test(id) && !KEEPS_ITS_EFFECT.test(id)
        ? { code, map: null, moduleSideEffects: false }
        : undefined;
    },
    config: () => ({
      resolve: { alias: productionRouterAliases(workspaceRoot) },
      build: {
        rolldownOptions: { output: { codeSplitting: vendorChunks } },
        // Vite lists every static dependency of a lazy chunk to preload, the libraries of the first load included,
        // and the importing chunk carries those lists: only what it has not loaded already is listed. The first
        // load's chunks list no scripts at all (their stylesheets stay: a screen must arrive styled), for the page
        // has them from the server: the screen's and the layout's parts' as modulepreloads, each language's
        // start-up imports, the likely next screens' as prefetches once the page is idle (vite-screen-assets.ts,
        // libs/shell page-head.ts). Another screen's imports are fetched as its chunk names them, a round trip
        // per level; its lists cost every page ~1.5 kB gzip of the first load.
        modulePreload: {
          // The polyfill (1 kB of the first load) only preloads for browsers without modulepreload (Safari < 17);
          // they still load every module, on import.
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId }) =>
            inFirstLoad(hostId) ? [] : deps.filter((dep) => !staticallyLoaded(hostId).has(dep)),
        },
      },
    }),
  };
}
