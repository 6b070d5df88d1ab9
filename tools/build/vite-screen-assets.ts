// The files each lazily loaded screen needs, so a server-rendered page arrives styled: the server HTML links the
// screen's stylesheets (and preloads its scripts) instead of waiting for its chunk to inject them, which made the
// page re-lay out under the shopper's eyes. Used by both apps' server build (tools/build/vite-storefront.ts).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../../libs/util/src/locale/locale';

/** A screen's own files, beyond those the page's entry already links: stylesheets and scripts, by URL. */
export interface ScreenFiles {
  css: string[];
  js: string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The chunk and everything it imports statically (what loads with it), in load order. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].imports ?? []).flatMap((child) => closure(manifest, child, seen)), key];
}

/** What the entry (index.html) loads: every page has it already. */
function entryLoads(manifest: ViteManifest): Set<string> {
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  return new Set(entry.flatMap((key) => closure(manifest, key)));
}

/**
 * From the browser build's manifest: for each lazily loaded module (its key is its source path relative to the
 * app's root, "src/pages/product/product-page.tsx"), the stylesheets and scripts it loads that the entry
 * (index.html) does not already bring.
 */
export function screenFilesOf(manifest: ViteManifest, base = '/'): Record<string, ScreenFiles> {
  const loaded = entryLoads(manifest);
  const entryCss = new Set([...loaded].flatMap((key) => manifest[key].css ?? []));
  const screens: Record<string, ScreenFiles> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const own = closure(manifest, key).filter((part) => !loaded.has(part));
    const css = own.flatMap((part) => manifest[part].css ?? []).filter((file) => !entryCss.has(file));
    screens[key] = {
      css: [...new Set(css)].map((file) => base + file),
      js: own.map((part) => base + manifest[part].file),
    };
  }
  return screens;
}

/**
 * The library every page imports once it is on screen, to read the shopper's stored cart, favourites and user
 * (libs/domain persistence/persist.ts): lazily, off the first load, but needed at once.
 */
const STORED_STATE_LIBRARY = 'mobx-persist-store';
/** Our module that reads the stored state back with it (libs/domain root/stored-state.ts), imported likewise. */
const STORED_STATE_MODULE = '/libs/domain/src/root/stored-state.ts';

/**
 * What every page imports as it starts, by language: the language's dictionary (libs/i18n load-i18n.ts imports
 * `dictionaries/ru.ts` or `uz.ts`, a chunk named after the language), the stored state's reader and the library
 * it uses (which it imports in turn: a round trip after another without the preloads). Requested by
 * the app only once its own scripts had arrived and run, each was a round trip more before the app could render
 * (the dictionary) and show the shopper's stored cart (the library); the page preloads them with its scripts.
 */
export function startupFilesOf(
  manifest: ViteManifest,
  locales: readonly string[],
  base = '/',
): Record<string, ScreenFiles> {
  const imported = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const loaded = entryLoads(manifest);
  const storedState = [...imported].find((key) => key.includes(`/node_modules/${STORED_STATE_LIBRARY}/`));
  if (!storedState) throw new Error(`no lazily loaded ${STORED_STATE_LIBRARY} in the manifest`);
  const reader = [...imported].find((key) => key.endsWith(STORED_STATE_MODULE));
  if (!reader) throw new Error(`no lazily loaded ${STORED_STATE_MODULE} in the manifest`);
  const files: Record<string, ScreenFiles> = {};
  for (const locale of locales) {
    const dictionary = [...imported].find((key) => manifest[key]?.name === locale);
    if (!dictionary)
      throw new Error(`no lazily loaded chunk named "${locale}" (the ${locale} dictionary) in the manifest`);
    const own = [
      ...closure(manifest, dictionary),
      ...closure(manifest, reader),
      ...closure(manifest, storedState),
    ].filter((part) => !loaded.has(part));
    files[locale] = { css: [], js: [...new Set(own)].map((part) => base + manifest[part].file) };
  }
  return files;
}

/**
 * `() => import('../pages/x')` or `() => import('@gopharm/shell/screens/x')`, the screens' loaders as they are
 * written: an app's own screen modules (its app definition), or a screen both apps show as shell makes it (shell's
 * shared-screens.ts).
 */
const LOADER = /\(\)\s*=>\s*import\(\s*(['"])(\.{1,2}\/[^'"]+|@gopharm\/shell\/screens\/[^'"]+)\1\s*\)/g;
/** The files that write screen loaders: those that call `lazyScreen` or hand their modules to `sharedScreens`. */
const LOADS_SCREENS = /\b(lazyScreen|sharedScreens)\(/;
const VIRTUAL_ID = 'virtual:screen-files';

/**
 * The server build: each screen loader passed to `lazyScreen` or `sharedScreens` (libs/shell src/app) is tagged with
 * its module's key in the browser build's manifest, `Object.assign(() => import('./x'), { screenModule: 'src/x.tsx' })`,
 * so the server render can name the screen it rendered (what @loadable/babel-plugin does for loadable components).
 * It also gets `virtual:screen-files`, the ScreenFiles of every screen read from that manifest
 * (`clientManifest`, written by the browser build, which runs first), and `startupFiles`, each language's.
 */
export function screenAssets({ clientManifest }: { clientManifest?: string } = {}): Plugin {
  let root = '';
  let manifest: ViteManifest | null = null;
  return {
    name: 'gopharm-screen-assets',
    configResolved: (config) => {
      root = config.root;
      manifest =
        clientManifest && existsSync(clientManifest)
          ? (JSON.parse(readFileSync(clientManifest, 'utf8')) as ViteManifest)
          : null;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      if (!manifest) {
        this.warn(`no browser manifest at ${clientManifest}: pages will link only the entry's stylesheets`);
        return 'export default {}; export const startupFiles = {};';
      }
      return (
        `export default ${JSON.stringify(screenFilesOf(manifest))};` +
        `export const startupFiles = ${JSON.stringify(startupFilesOf(manifest, LOCALES))};`
      );
    },
    // After the other plugins' transforms: Vite expands an app's `import.meta.glob` of its screen modules into
    // `() => import("...")` loaders in a transform of its own, after those of ordinary plugins like this one.
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!LOADS_SCREENS.test(code) || id.includes('node_modules')) return undefined;
        const loaders = [...code.matchAll(LOADER)];
        if (loaders.length === 0) return undefined;
        const keys = await Promise.all(
          loaders.map(async ([, , specifier]) => {
            const resolved = await this.resolve(specifier, id);
            return resolved ? relative(root, resolved.id.split('?')[0]).split('\\').join('/') : null;
          }),
        );
        // A screen module that another chunk also imports statically is bundled into a shared chunk, not a chunk
        // of its own: the manifest has no files under its name and the server would link none (its page painted
        // unstyled). Import what it renders from elsewhere in those chunks.
        for (const key of keys) {
          if (manifest && key && !manifest[key]?.isDynamicEntry) {
            this.error(
              `${key} is loaded lazily but is no chunk of its own: other chunks import it statically`,
            );
          }
        }
        let index = 0;
        return {
          code: code.replace(LOADER, (loader) => {
            const key = keys[index++];
            return key ? `Object.assign(${loader}, { screenModule: ${JSON.stringify(key)} })` : loader;
          }),
          map: null,
        };
      },
    },
  };
}
