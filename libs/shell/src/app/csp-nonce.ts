/**
 * Hands the page's CSP nonce to libraries that add <style> elements at run time (notistack's goober reads
 * window.__nonce__), so their styles pass the edge's Content-Security-Policy. Vite writes the nonce on a
 * `<meta property="csp-nonce">` tag; the browser exposes it only through the element's `nonce` property.
 */
export function shareCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  const win = doc.defaultView as (Window & { __nonce__?: string }) | null;
  if (nonce && win) win.__nonce__ = nonce;
  return nonce;
}
