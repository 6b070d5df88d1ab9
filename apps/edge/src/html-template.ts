import { SSR_STATE_ID, type Alternates, type Locale, type SsrPage } from '@gopharm/util';

/** The nonce placeholder Vite writes when `html.cspNonce` is set in an app's vite.config.ts. */
export const NONCE_PLACEHOLDER = 'GOPHARM_CSP_NONCE';

export interface PageHead {
  locale: Locale;
  /** The nonce of this answer's Content-Security-Policy. */
  nonce: string;
  /** Canonical and hreflang links; absent on the not-found page. */
  alternates?: Alternates;
  /** Keeps error and not-found pages out of search results. */
  noindex?: boolean;
  /** The server render: its head tags (title included), the app's HTML for #root and the store's snapshot. */
  ssr?: Pick<SsrPage, 'status' | 'head' | 'html' | 'state'>;
}

/**
 * The app's module scripts and their preloads at low priority: the server's HTML (with its stylesheets inline)
 * paints the page without them, so on a slow network the page's pictures and text come first and the scripts
 * after, in parallel. Tags that set a priority keep theirs.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script\b(?=[^>]*\stype=["']?module\b)(?=[^>]*\ssrc=)|link\b(?=[^>]*\srel=["']?modulepreload\b))(?![^>]*\sfetchpriority=)/gi,
    '<$1 fetchpriority="low"',
  );
}

/** The rel a module preload waits under until the page's first frame; the starter makes it a modulepreload. */
export const DEFERRED_PRELOAD_REL = 'gp-modulepreload';

/**
 * The page's module preloads wait for its first frame (an unknown rel fetches nothing). Started by the head as it
 * was parsed, the scripts (180-220 KB) shared a slow network with the rest of the page and its picture and were
 * fetched before the first paint: Lighthouse's simulation then counted them all before the largest paint (a
 * phone's product page: 2.3 s where the same page whose scripts had started after it scored 0.9 s). The page is
 * painted from its HTML; its scripts run only after the first frame anyway (startAfterFirstPaint).
 */
export function deferModulePreloads(html: string): string {
  return html.replace(
    /(<link\b[^>]*?\srel=)(["']?)modulepreload\2(?=[\s>/])/gi,
    `$1"${DEFERRED_PRELOAD_REL}"`,
  );
}

/**
 * The app's entry module is started after the browser's first frame. A module script runs before
 * DOMContentLoaded, and Chromium painted nothing until the app's modules had been evaluated and started (measured
 * under Lighthouse's mobile preset: first paint 0.7-1.6 s, always after DOMContentLoaded at 0.5-0.6 s), so the
 * server's HTML, readable on its own, waited for JavaScript. The entry is preloaded like its imports and imported
 * by a small inline module once a frame has been produced (or after 100 ms, in a tab that produces none).
 *
 * The deferred preloads are made modulepreloads one per task: the browser starts each one's request on the main
 * thread, and a page's ~40 together were one task of 100-450 ms on a slowed phone CPU (a trace of the phone's home
 * page at Lighthouse's calibrated slowdown, 2.7x on this machine).
 *
 * The entry's preloaded imports are imported first, one per task: a module graph is evaluated in one task, and
 * the app's (React, the router, i18next, MobX, ky, then ours) took 160-190 ms of a 4x slowed CPU in one piece,
 * during which a tap waited. One chunk at a time, the browser can answer input between them. ES modules are
 * evaluated once, after their own imports, so the order only changes where the pauses fall.
 */
export function startAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(/<link\b[^>]*\srel=["']?modulepreload\b[^>]*>/gi)]
    .map(([tag]) => /\shref=["']?([^"'\s>]+)/i.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
  return html.replace(
    /<script\b([^>]*?)\ssrc=["']([^"']+)["']([^>]*)>\s*<\/script>/gi,
    (tag: string, before: string, src: string, after: string) => {
      const attributes = `${before}${after}`;
      if (!/\stype=["']?module\b/i.test(attributes)) return tag;
      const crossorigin = /\scrossorigin\b/i.test(attributes) ? ' crossorigin' : '';
      // A chunk that fails here is left to the entry's own import, which reports it as before.
      return (
        `<link rel="modulepreload"${crossorigin} href="${src}">` +
        '<script type="module">new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); ' +
        `setTimeout(go, 100); }).then(async () => { ` +
        'const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((next) => setTimeout(next)); ' +
        `for (const link of document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')) { ` +
        "link.rel = 'modulepreload'; await nextTask(); } " +
        `for (const url of ${JSON.stringify(preloads)}) { ` +
        'await import(url).catch(() => undefined); await nextTask(); } ' +
        `return import(${JSON.stringify(src)}); });</script>`
      );
    },
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An app's built index.html, prepared once at start: every <script> and stylesheet carries the nonce
 * placeholder, <html> a lang slot, </head> a slot for links, <title> a slot the server render may fill, and
 * #root a slot for the rendered app followed by its state. `render` only fills the slots, so a request costs a
 * few string joins.
 */
export class HtmlTemplate {
  private readonly parts: string[];

  constructor(source: string) {
    let html = lowPriorityScripts(startAfterFirstPaint(source))
      // Tags that already carry a nonce (Vite's placeholder or another) keep theirs.
      .replace(/<(script|style)\b(?![^>]*\snonce=)/gi, `<$1 nonce="${NONCE_PLACEHOLDER}"`)
      .replace(
        /<link\b(?![^>]*\snonce=)(?=[^>]*\srel=["']?(?:stylesheet|modulepreload)\b)/gi,
        `<link nonce="${NONCE_PLACEHOLDER}"`,
      );
    html = deferModulePreloads(html);
    html = /<html\b[^>]*>/i.test(html)
      ? html.replace(/<html\b[^>]*>/i, (tag) =>
          tag
            .replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '')
            .replace(/^<html/i, '<html lang="\u0000LANG\u0000"'),
        )
      : `<html lang="\u0000LANG\u0000">${html}`;
    html = /<\/head>/i.test(html)
      ? html.replace(/<\/head>/i, '\u0000HEAD\u0000</head>')
      : html.replace(/(<html\b[^>]*>)/i, '$1<head>\u0000HEAD\u0000</head>');
    const title = /<title\b[^>]*>[\s\S]*?<\/title>/i.exec(html);
    this.defaultTitle = title?.[0] ?? '';
    if (title) html = html.replace(title[0], '\u0000TITLE\u0000');
    html = html.replace(
      /(<div\b[^>]*\bid=["']?root["']?[^>]*>)\s*(<\/div>)/i,
      '$1\u0000ROOT\u0000$2\u0000STATE\u0000',
    );
    this.parts = html.split('\u0000');
  }

  private readonly defaultTitle: string;

  /** The page with this answer's nonce, as text. */
  render(page: PageHead): string {
    return this.prepare(page).withNonce(page.nonce).toString('utf8');
  }

  /**
   * The page as sent, less its nonce: everything an answer has in common with every other answer for the same
   * page, so the page cache keeps it and an answer costs one copy of its bytes.
   */
  prepare({ locale, alternates, noindex, ssr }: Omit<PageHead, 'nonce'>): PreparedPage {
    const head: string[] = [];
    if (noindex) head.push('<meta name="robots" content="noindex">');
    if (alternates) {
      head.push(`<link rel="canonical" href="${escapeAttribute(alternates.canonical)}">`);
      for (const [lang, href] of Object.entries(alternates.hreflang)) {
        head.push(`<link rel="alternate" hreflang="${lang}" href="${escapeAttribute(href)}">`);
      }
    }
    // The render's title replaces the app's default one; without a render the slot keeps the default.
    const hasTitle = ssr !== undefined && /<title\b/i.test(ssr.head);
    if (ssr) head.push(deferModulePreloads(ssr.head));
    const slots: Record<string, string> = {
      LANG: locale,
      HEAD: head.join(''),
      TITLE: hasTitle ? '' : this.defaultTitle,
      ROOT: ssr ? ssr.html : '',
      // The snapshot is JSON with "<" escaped by the renderer (scriptJson), so it cannot end the element.
      STATE: ssr
        ? `<script type="application/json" id="${SSR_STATE_ID}" data-status="${ssr.status}" nonce="${NONCE_PLACEHOLDER}">${ssr.state}</script>`
        : '',
    };
    const html = this.parts.map((part) => (Object.hasOwn(slots, part) ? slots[part] : part)).join('');
    return PreparedPage.of(html);
  }
}

/**
 * A page's bytes with the places its nonce goes. UTF-8 in a Buffer, outside V8's heap: a cached page costs the
 * garbage collector nothing, and an answer is one allocation and one copy, not a new string of the whole page
 * (a page is larger than V8's young generation takes, so every string of one was old-generation garbage that
 * only a full collection frees: under load the edge spent a fifth of its time collecting).
 */
export class PreparedPage {
  private constructor(
    private readonly bytes: Buffer,
    private readonly nonceAt: readonly number[],
  ) {}

  static of(html: string): PreparedPage {
    const pieces = html.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece, 'utf8'));
    const nonceAt: number[] = [];
    let offset = 0;
    for (const piece of pieces.slice(0, -1)) nonceAt.push((offset += piece.length));
    return new PreparedPage(Buffer.concat(pieces), nonceAt);
  }

  /** Bytes held, for the page cache's bound. */
  get size(): number {
    return this.bytes.length + this.nonceAt.length * 8 + 64;
  }

  withNonce(nonce: string): Buffer {
    const value = Buffer.from(escapeAttribute(nonce), 'utf8');
    const answer = Buffer.allocUnsafe(this.bytes.length + value.length * this.nonceAt.length);
    let from = 0;
    let to = 0;
    for (const at of this.nonceAt) {
      to += this.bytes.copy(answer, to, from, at);
      to += value.copy(answer, to);
      from = at;
    }
    this.bytes.copy(answer, to, from);
    return answer;
  }
}
