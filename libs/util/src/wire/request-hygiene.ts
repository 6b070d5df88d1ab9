/**
 * What both servers (the API and the edge) do alike with a request before anything else: refuse one that names its
 * host twice, and log its address without what the shopper looks for or where they are.
 */

/**
 * How many times a header was sent, from Node's `rawHeaders` (name, value, name, value…). Node keeps only the
 * first `Host` in `headers.host` and drops the others without a word, so only the raw list tells.
 */
export function headerCount(rawHeaders: readonly string[], name: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].toLowerCase() === name) count++;
  return count;
}

/**
 * A request with more than one `Host` header is refused (400, RFC 9112 §3.2): a proxy in front and the server behind
 * may each believe a different one (cache poisoning, a link to another site in a page or a sign-in text).
 */
export function hasSeveralHosts(rawHeaders: readonly string[]): boolean {
  return headerCount(rawHeaders, 'host') > 1;
}

/**
 * Query parameters a log line never keeps beside the client's address: what a shopper searches for (`search` on
 * the API, `q` on the site; a health condition, often) and where they are (`lat`, `lng`, `location="lat,lng"`).
 */
export const UNLOGGED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'search',
  'q',
  'query',
  'lat',
  'lng',
  'lon',
  'latitude',
  'longitude',
  'location',
]);

function paramName(raw: string): string {
  let name = raw.replace(/\+/g, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A broken escape stays as sent: it is compared as it is.
  }
  return name.trim().toLowerCase().replace(/\[\]$/, '');
}

/**
 * The request URL as a log line may keep it: the path and every query parameter as sent, but the value of each of
 * `UNLOGGED_QUERY_PARAMS` replaced by `~` ("/api/v1/drugs?search=~&lan=ru"). The parameter stays named, so a log
 * still shows which kind of call it was.
 */
export function loggableUrl(url: string): string {
  const cut = url.indexOf('?');
  if (cut === -1) return url;
  const query = url
    .slice(cut + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return UNLOGGED_QUERY_PARAMS.has(paramName(name)) ? `${name}=~` : part;
    })
    .join('&');
  return `${url.slice(0, cut)}?${query}`;
}
