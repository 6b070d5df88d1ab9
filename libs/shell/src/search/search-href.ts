/** The results page of a text: /search?q={text}. */
export function searchHref(text: string): string {
  return `/search?q=${encodeURIComponent(text.trim())}`;
}
