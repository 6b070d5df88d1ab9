import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { SAFE_HTML } from '../rules/safe-html-rules';

// Cleaning is slow next to a database read or a render, and the same texts (leaflets, descriptions) come back
// often.
const cache = new LRUCache<string, string>({ max: 20_000 });

/** HTML cleaned to SAFE_HTML where there is no DOM (the API, a server render). */
export function safeHtml(html: string): string {
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, {
      allowedTags: [...SAFE_HTML.tags],
      allowedAttributes: { a: [...SAFE_HTML.attributes.a] },
      allowedSchemes: [...SAFE_HTML.schemes],
    });
    cache.set(html, clean);
  }
  return clean;
}
