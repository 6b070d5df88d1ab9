/**
 * What HTML from the API (descriptions, leaflets, articles, sale texts) may hold when the storefront shows it:
 * text formatting, lists, headings and https links. The API cleans to it, the server render cleans again
 * (sanitize-html, @gopharm/util/html) and so does the browser (DOMPurify).
 */
export const SAFE_HTML = {
  tags: ['p', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'br', 'a'],
  /** Attributes by tag: a link keeps its address only. */
  attributes: { a: ['href'] },
  /** Link schemes kept; other absolute links lose their address. */
  schemes: ['https'],
} as const;
