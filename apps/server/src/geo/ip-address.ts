// IP addresses as numbers: IPv4 as a 32-bit unsigned number, IPv6 as a 128-bit bigint.
// IPv4-mapped IPv6 (::ffff:a.b.c.d, what a dual-stack socket reports for IPv4 clients) is read as IPv4.
import { isIPv4, isIPv6 } from 'node:net';

/** A parsed address: IPv4 as an unsigned 32-bit number, IPv6 as an unsigned 128-bit bigint. */
export type IpAddress = { version: 4; value: number } | { version: 6; value: bigint };

const IPV4_MAPPED_PREFIX = 0xffffn << 32n;
const LOW_32_BITS = (1n << 32n) - 1n;

/** The address in `text` (IPv4, IPv6, IPv6 with a zone id), or null when it is not an IP address. */
export function parseIpAddress(text: string): IpAddress | null {
  const trimmed = text.trim();
  if (isIPv4(trimmed)) return { version: 4, value: ipv4ToNumber(trimmed) };
  // A zone id (fe80::1%eth0) names an interface of this machine; it is not part of the address.
  const withoutZone = trimmed.split('%', 1)[0] ?? '';
  if (!isIPv6(withoutZone)) return null;
  const value = ipv6ToBigInt(withoutZone);
  if (value >> 32n === IPV4_MAPPED_PREFIX >> 32n) return { version: 4, value: Number(value & LOW_32_BITS) };
  return { version: 6, value };
}

/** A dotted-quad IPv4 address (already validated) as an unsigned 32-bit number. */
function ipv4ToNumber(text: string): number {
  return text.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

/** A colon-hex IPv6 address (already validated, possibly ending in a dotted quad) as a 128-bit bigint. */
function ipv6ToBigInt(text: string): bigint {
  let hex = text;
  const lastColon = hex.lastIndexOf(':');
  const tail = hex.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4ToNumber(tail);
    hex = `${hex.slice(0, lastColon + 1)}${Math.floor(v4 / 0x10000).toString(16)}:${(v4 % 0x10000).toString(16)}`;
  }
  const [head = '', rest] = hex.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros: string[] = Array.from({ length: 8 - headGroups.length - restGroups.length }, () => '0');
  const groups = rest === undefined ? headGroups : [...headGroups, ...zeros, ...restGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

// Special-purpose blocks (IANA IPv4/IPv6 Special-Purpose Address Registries): private networks, loopback,
// link-local, shared CGNAT space, documentation, benchmarking, multicast, reserved. None of them says
// where on Earth a visitor is.
const NOT_PUBLIC_IPV4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map((block) => {
  const [address = '', length = ''] = block.split('/');
  const size = 2 ** (32 - Number(length));
  return { first: ipv4ToNumber(address), last: ipv4ToNumber(address) + size - 1 };
});

const NOT_PUBLIC_IPV6 = [
  '::/127',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001::/23',
  '2001:db8::/32',
  '3fff::/20',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
].map((block) => {
  const [address = '', length = ''] = block.split('/');
  const shift = BigInt(128 - Number(length));
  return { prefix: ipv6ToBigInt(address) >> shift, shift };
});

/** Whether the address is routable on the public Internet (not private, loopback, link-local, documentation...). */
export function isPublicIpAddress(address: IpAddress): boolean {
  if (address.version === 4) {
    const { value } = address;
    return !NOT_PUBLIC_IPV4.some((block) => value >= block.first && value <= block.last);
  }
  const { value } = address;
  return !NOT_PUBLIC_IPV6.some((block) => value >> block.shift === block.prefix);
}
