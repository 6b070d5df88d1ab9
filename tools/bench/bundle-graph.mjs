// Pure helpers of `bench:bundle`: which built files a page loads first, what each screen's chunk adds, and the
// HTML a browser must read before it can paint the LCP element. No I/O here, so they work on any build or answer.

/** URL paths of the module scripts and modulepreload links of an HTML document, in document order. */
export function scriptsOfHtml(html) {
  const urls = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isModule = /^<script/i.test(tag) && /\stype=["']?module\b/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\srel=["']?modulepreload\b/i.test(tag);
    const url = tag.match(/\s(?:src|href)=["']?([^"'\s>]+)/i)?.[1];
    if ((isModule || isPreload) && url) urls.push(url);
  }
  return urls;
}

/** The Vite manifest's entries by output file name ("mobile-assets/index-abc.js"). */
export function byFile(manifest) {
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));
}

/** `start` plus every chunk it imports statically, transitively (manifest keys in, output files out). */
export function staticClosure(manifest, startKeys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  startKeys.forEach(visit);
  return files;
}

/**
 * The JavaScript a first visit downloads before the app runs: the HTML's module scripts and modulepreloads,
 * plus whatever they import statically (a missing preload still costs its bytes, only later).
 */
export function firstLoadFiles(manifest, html, assetsDir) {
  const files = byFile(manifest);
  const fromHtml = scriptsOfHtml(html)
    .map((url) => url.replace(/^\//, ''))
    .filter((file) => file.startsWith(`${assetsDir}/`) && file.endsWith('.js'));
  const keys = fromHtml.map((file) => files.get(file)?.key).filter(Boolean);
  return new Set([...fromHtml, ...staticClosure(manifest, keys)]);
}

/**
 * Every lazily loaded screen (a dynamic entry under src/pages/): its chunk plus the static imports it pulls that
 * the first load did not, i.e. what opening that screen costs afterwards. Screens sharing one chunk share a row.
 */
export function routeChunks(manifest, firstLoad) {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /^src\/pages\//.test(chunk.src ?? key))
    .map(([key, chunk]) => ({
      name: (chunk.src ?? key).replace(/^src\/pages\//, '').replace(/\.[jt]sx?$/, ''),
      files: [...staticClosure(manifest, [key])].filter((file) => !firstLoad.has(file)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Chunks loaded later that are not screens (a dictionary, the notifier, a map or error-reporting library): every
 * dynamic import of any chunk that is not under src/pages/, with what it adds to the first load.
 */
export function lazyChunks(manifest, firstLoad) {
  const keys = new Set(
    Object.values(manifest)
      .flatMap((chunk) => chunk.dynamicImports ?? [])
      .filter((key) => manifest[key] && !/^src\/pages\//.test(manifest[key].src ?? key)),
  );
  return [...keys]
    .map((key) => ({
      // A library by its package name ("@sentry/browser"), our own code by its chunk name ("ru", "notice-host").
      name:
        (manifest[key].src ?? key).match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
        manifest[key].name ??
        key,
      files: [...staticClosure(manifest, [key])].filter((file) => !firstLoad.has(file)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The HTML up to and including the LCP candidate: the first <img> or <h1> inside <main> (for an <h1>, up to its
 * closing tag, since its text is what paints). `element` is null when the document has none (a client-rendered
 * shell paints nothing before its scripts run): then the whole document is what must arrive first.
 */
export function htmlUpToLcp(html) {
  const main = html.search(/<main\b/i);
  if (main >= 0) {
    const rest = html.slice(main);
    const candidate = rest.match(/<(img|h1)\b[^>]*>/i);
    if (candidate && candidate.index !== undefined) {
      const start = main + candidate.index;
      if (candidate[1].toLowerCase() === 'img') {
        return { element: 'img', html: html.slice(0, start + candidate[0].length) };
      }
      const close = html.slice(start).search(/<\/h1\s*>/i);
      const end = close >= 0 ? start + close + html.slice(start + close).indexOf('>') + 1 : html.length;
      return { element: 'h1', html: html.slice(0, end) };
    }
  }
  return { element: null, html };
}

/**
 * The scripts a built chunk names in Vite's preload lists (`const __vite__mapDeps=…m.f=["a/x.js","a/x.css"]`): the
 * files its lazy imports fetch ahead, each list carried by every page that loads the chunk.
 */
export function preloadListScripts(code) {
  const list = code.match(/__vite__mapDeps=\([^)]*m\.f=(\[[^\]]*\])/)?.[1];
  return list ? JSON.parse(list).filter((file) => file.endsWith('.js')) : [];
}
