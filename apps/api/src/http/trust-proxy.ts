import { isIP } from 'node:net';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}

/**
 * `TRUST_PROXY`: the addresses (or CIDRs, or `loopback`) whose `X-Forwarded-For` the API believes: the edge's, and
 * nobody else's, so a shopper's own header never changes the address the rate limits count. `none`: believe no
 * one (clients reach the API directly). Unset: loopback, the edge of `npm start`; a production API listening
 * beyond loopback must name its edge, or every shopper would count as the edge's one address.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): string | false {
  const value = env.TRUST_PROXY?.trim();
  if (value === 'none') return false;
  if (value) {
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !validEntry(entry));
    if (bad.length > 0) {
      throw new Error(
        `TRUST_PROXY must list addresses or CIDRs (or be "none"); cannot read "${bad.join('", "')}"`,
      );
    }
    return entries.join(',');
  }
  const host = env.API_HOST ?? '127.0.0.1';
  if (env.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(host)) {
    throw new Error(
      `TRUST_PROXY is not set while the API listens on ${host}: set it to the edge's address ` +
        '(see deploy/README.md), or to "none" when clients reach the API directly',
    );
  }
  return 'loopback';
}
