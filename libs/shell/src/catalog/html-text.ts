/**
 * The text of an HTML fragment from the API (a sale's description in a banner): parsed inertly by DOMParser,
 * which runs no script and loads nothing, then read as text.
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ').trim();
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
