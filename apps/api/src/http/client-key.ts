import { isIPv4, isIPv6 } from 'node:net';

/** The hextets of an IPv6 address (8 numbers), `::` expanded and a dotted IPv4 tail read as two hextets. */
function hextets(address: string): number[] {
  let text = address.toLowerCase().split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => parseInt(part, 16));
}

const hex = (parts: number[]) => parts.map((part) => part.toString(16)).join(':');

/**
 * The key every per-address limit counts a client by: an IPv4 address as it is (an IPv4-mapped IPv6 address,
 * `::ffff:192.0.2.1`, as its IPv4), an IPv6 address by its /64, the network one household or one phone is given
 * (privacy extensions draw a new address inside it at will, so counting addresses apart counts nothing).
 * Anything else (a test's name) as it is.
 */
export function clientKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const parts = hextets(address);
  if (parts.slice(0, 5).every((part) => part === 0) && parts[5] === 0xffff) {
    return [parts[6] >> 8, parts[6] & 255, parts[7] >> 8, parts[7] & 255].join('.');
  }
  return `${hex(parts.slice(0, 4))}::/64`;
}

/**
 * The wider network of a client, where a challenge starts when much traffic comes from it: an IPv4 address's
 * /24, an IPv6 address's /48 (what one site or one customer of a provider is usually given).
 */
export function subnetKey(address: string): string {
  const key = clientKey(address);
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`;
  if (!key.endsWith('::/64')) return key;
  return `${hex(hextets(address).slice(0, 3))}::/48`;
}
