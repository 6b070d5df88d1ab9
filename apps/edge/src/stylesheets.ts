import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NONCE_PLACEHOLDER } from './html-template';

/** A stylesheet link of a page: the build's own (`/desktop-assets/…css`, `/mobile-assets/…css`). */
const BUILD_STYLESHEET =
  /<link\b(?=[^>]*\srel=["']?stylesheet\b)[^>]*\shref=["']?(\/[a-z]+-assets\/[\w.-]+\.css)["']?[^>]*>/gi;

/**
 * Puts the build's stylesheets a page links into the page itself. A phone on a slow network then paints the page
 * from the HTML alone: a linked stylesheet is a request that blocks the first paint and shares the bandwidth with
 * the scripts the page preloads. Each inlined stylesheet leaves its link behind, disabled (never fetched): Vite's
 * loader finds it there when a chunk that needs the same file loads, and does not fetch it again.
 */
export class StylesheetInliner {
  private readonly texts = new Map<string, string | null>();

  constructor(private readonly appDir: string) {}

  inline(html: string): string {
    return html.replace(BUILD_STYLESHEET, (link, href: string) => {
      const css = this.read(href);
      if (css === null) return link;
      const marker = `<link rel="stylesheet" href="${href}" disabled>`;
      return `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>${marker}`;
    });
  }

  /** A build file's text, read once (null when the build has no such file: the link is left as it is). */
  private read(href: string): string | null {
    let text = this.texts.get(href);
    if (text === undefined) {
      try {
        // No stylesheet of ours closes a <style> element; one that would is left as a link.
        text = readFileSync(join(this.appDir, href), 'utf8');
        if (/<\/style/i.test(text)) text = null;
      } catch {
        text = null;
      }
      this.texts.set(href, text);
    }
    return text;
  }
}
