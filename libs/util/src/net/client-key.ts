// Plain string work, no node:net: this module is shared by the API and the edge (and never reaches a browser
// bundle, which imports nothing of it).
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const isIPv4 = (address: string) => IPV4.test(address);

/** An IPv6 address as written (hex groups, at most one `::`, an optional dotted IPv4 tail and `%zone`). */
function isIPv6(address: string): boolean {
  const text = address.split('%')[0];
  if (!text.includes(':') || text.split('::').length > 2) return false;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail && !isIPv4(tail)) return false;
  const groups = (tail ? text.slice(0, -tail.length) + '0:0' : text).split(':');
  const filled = groups.filter((group) => group !== '');
  if (!filled.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  return text.includes('::') ? filled.length < 8 : filled.length === 8;
}

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
