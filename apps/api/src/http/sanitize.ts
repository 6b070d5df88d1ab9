import sanitizeHtml from 'sanitize-html';

/** HTML the storefront may render as is: text formatting, lists, links and headings only. */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'br', 'a'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https'],
  });
}

/** Text placed inside HTML, with its special characters escaped. */
export function escapeText(text: string): string {
  return sanitizeHtml(text, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'recursiveEscape',
  });
}
