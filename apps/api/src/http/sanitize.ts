import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

// Sanitising is slow next to a database read and the same texts (leaflets, descriptions) come back often.
const cache = new LRUCache<string, string>({ max: 20_000 });

/** HTML the storefront may render as is: text formatting, lists, links and headings only. */
export function safeHtml(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitize(html);
  cache.set(html, clean);
  return clean;
}

function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'br', 'a'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https'],
  });
}
