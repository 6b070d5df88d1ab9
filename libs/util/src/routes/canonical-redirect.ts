/**
 * The spec's routing rules that answer with a redirect (301): a trailing slash is dropped and a /ru prefix is
 * removed. Returns the target (path plus the original query) or null when the URL is already canonical.
 * The target is always a path on this site: it never starts with "//" or "/\".
 */
export function canonicalRedirect(pathname: string, search = ''): string | null {
  let path = pathname;
  if (path === '/ru' || path.startsWith('/ru/')) path = path.slice(3) || '/';
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  // Collapse leading slashes and backslashes so the Location can never point at another host.
  path = '/' + path.replace(/^[/\\]+/, '');
  if (path === pathname) return null;
  return path + search;
}
