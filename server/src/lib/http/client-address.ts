import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a caller is counted by in rate limits. An IPv4 address is itself (also when written as IPv4-mapped
 * IPv6, `::ffff:203.0.113.9` or `::ffff:cb00:7109`). An IPv6 address stands for its /64: one home or one server is given a whole /64, so
 * counting single IPv6 addresses would let one caller take a fresh address for every attempt.
 */
export function rateLimitAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const bare = address.replace(/%.*$/, ''); // a zone index (fe80::1%eth0) names an interface, not a host
  if (!isIPv6(bare)) return address;
  const groups = expandIPv6(bare);
  // IPv4-mapped in any writing (`::ffff:cb00:7109`, `0:0:0:0:0:ffff:203.0.113.9`): the IPv4 address, not the one
  // /64 (::) every such address shares.
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The network a caller's address belongs to, for telling apart people whose agreement decides something (reports
 * hiding a listing): an IPv4 address stands for its /24, an IPv6 address for its /48, the block one site, a home
 * or an office, is commonly given, so that one site's many /64s count once. Takes a raw address or what
 * `rateLimitAddress` made of one (`2001:db8:1:2::/64`).
 */
export function networkOf(address: string | undefined): string {
  const single = rateLimitAddress(address?.replace(/\/\d{1,3}$/, ''));
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(single);
  if (v4 && isIPv4(single)) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!single.endsWith('::/64')) return single;
  return `${expandIPv6(single.slice(0, -'/64'.length)).slice(0, 3).join(':')}::/48`;
}

/** The eight groups of an IPv6 address, each without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const first = head ? head.split(':') : [];
  const last = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - first.length - last.length }, () => '0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16));
}
