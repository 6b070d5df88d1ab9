/**
 * The spec's routing rules that answer with a redirect (301): a trailing slash is dropped and a /ru prefix is
 * removed. Everything is applied until nothing changes, so one redirect is always enough.
 * The target is always a path on this site: it never starts with "//" or "/\" and never names another host.
 */

// Any origin works: it only lets the WHATWG parser normalise a path exactly as a browser would.
const BASE = 'http://canonical.invalid';

function step(pathname: string): string {
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
  let path = pathname.replace(/[\t\n\r]/g, '');
  path = '/' + path.replace(/^[/\\]+/, '');
  if (path === '/ru' || path.startsWith('/ru/')) path = path.slice(3) || '/';
  if (path.length > 1) path = path.replace(/[/\\]+$/, '') || '/';
  path = '/' + path.replace(/^[/\\]+/, '');
  const url = new URL(path, BASE);
  // The parser may still read a host out of the path (e.g. dot segments): fall back to the home page.
  return url.origin === BASE ? url.pathname : '/';
}

/** The canonical form of a pathname (no query string). */
export function canonicalPath(pathname: string): string {
  let path = pathname;
  for (let round = 0; round < 16; round += 1) {
    const next = step(path);
    if (next === path) return path;
    path = next;
  }
  return '/';
}

/** The query string as a browser would send it (starts with "?" or is empty). */
function normalizeSearch(search: string): string {
  if (!search || search === '?') return '';
  const query = search.startsWith('?') ? search.slice(1) : search;
  return new URL(`/?${query.replace(/#/g, '%23')}`, BASE).search;
}

/**
 * Returns the redirect target (canonical path plus the original query) or null when the path is already
 * canonical.
 */
export function canonicalRedirect(pathname: string, search = ''): string | null {
  const path = canonicalPath(pathname);
  if (path === pathname) return null;
  return path + normalizeSearch(search);
}
