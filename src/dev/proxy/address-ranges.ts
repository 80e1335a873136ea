/**
 * Which IP addresses the proxy treats as private: anything a public docs site must not reach on its
 * host's network (loopback, private, link-local, CGNAT, unique-local, unspecified, multicast,
 * reserved), IPv4 inside IPv6 (mapped, NAT64) included. The ranges are matched by Node's BlockList.
 */
import { BlockList, isIP } from 'node:net';

/** Each kind of non-public range, named as the refusal message says it. */
const RANGES: [kind: string, subnets: [string, number, 'ipv4' | 'ipv6'][]][] = [
  [
    'unspecified',
    [
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ],
  ],
  [
    'loopback',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'private',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
    ],
  ],
  ['shared (CGNAT)', [['100.64.0.0', 10, 'ipv4']]],
  [
    'link-local',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
  ['unique-local', [['fc00::', 7, 'ipv6']]],
  ['site-local', [['fec0::', 10, 'ipv6']]],
  [
    'multicast',
    [
      ['224.0.0.0', 4, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ],
  ],
  [
    'reserved',
    [
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      ['2001:db8::', 32, 'ipv6'],
      ['100::', 64, 'ipv6'],
    ],
  ],
];

const LISTS = RANGES.map(([kind, subnets]) => {
  const list = new BlockList();
  for (const [net, prefix, type] of subnets) list.addSubnet(net, prefix, type);
  return [kind, list] as const;
});

/** IPv6 prefixes that carry an IPv4 address in their last 32 bits (NAT64, the deprecated IPv4-compatible form). */
const EMBEDDING = new BlockList();
EMBEDDING.addSubnet('64:ff9b::', 96, 'ipv6');
EMBEDDING.addSubnet('64:ff9b:1::', 48, 'ipv6');

/**
 * The kind of non-public range an IP address lies in ('loopback', 'private' …), or undefined for a
 * public address. Not an IP address at all: undefined (host names are checked once resolved).
 */
export function privateRange(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return undefined;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // BlockList matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the IPv4 ranges by itself.
  for (const [kind, list] of LISTS) if (list.check(bare, type)) return kind;
  if (type === 'ipv6' && EMBEDDING.check(bare, 'ipv6')) return privateRange(embeddedIpv4(bare));
  return undefined;
}

/** The IPv4 address in an IPv6 address's last 32 bits. */
function embeddedIpv4(v6: string): string {
  const tail = v6.split(':').slice(-2);
  if (tail[1]?.includes('.')) return tail[1];
  const hex = tail.map((h) => h.padStart(4, '0')).join('');
  return [0, 2, 4, 6].map((i) => parseInt(hex.slice(i, i + 2), 16)).join('.');
}
