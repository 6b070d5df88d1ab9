import type { Alternates, Locale } from '@gopharm/util';

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
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An app's built index.html, prepared once at start: every <script> and stylesheet carries the nonce
 * placeholder, <html> a lang slot and </head> a slot for links. `render` only fills the slots, so a request
 * costs a few string joins.
 */
export class HtmlTemplate {
  private readonly parts: string[];

  constructor(source: string) {
    let html = source
      // Tags that already carry a nonce (Vite's placeholder or another) keep theirs.
      .replace(/<(script|style)\b(?![^>]*\snonce=)/gi, `<$1 nonce="${NONCE_PLACEHOLDER}"`)
      .replace(
        /<link\b(?![^>]*\snonce=)(?=[^>]*\srel=["']?(?:stylesheet|modulepreload)\b)/gi,
        `<link nonce="${NONCE_PLACEHOLDER}"`,
      );
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
    this.parts = html.split('\u0000');
  }

  render({ locale, nonce, alternates, noindex }: PageHead): string {
    const head: string[] = [];
    if (noindex) head.push('<meta name="robots" content="noindex">');
    if (alternates) {
      head.push(`<link rel="canonical" href="${escapeAttribute(alternates.canonical)}">`);
      for (const [lang, href] of Object.entries(alternates.hreflang)) {
        head.push(`<link rel="alternate" hreflang="${lang}" href="${escapeAttribute(href)}">`);
      }
    }
    const safeNonce = escapeAttribute(nonce);
    return this.parts
      .map((part) =>
        part === 'LANG'
          ? locale
          : part === 'HEAD'
            ? head.join('')
            : part.split(NONCE_PLACEHOLDER).join(safeNonce),
      )
      .join('');
  }
}
