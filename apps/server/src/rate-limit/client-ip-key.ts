// The rate-limit key of a client address. An IPv6 user is handed a whole /64 (RFC 6177 at the least),
// so counting per address would let them rotate through 2^64 keys: count per /64 instead.
import { parseIpAddress } from '../geo/ip-address.ts';

/** `v4:<address>` for IPv4 (IPv4-mapped IPv6 included), `v6:<first 64 bits in hex>/64` for IPv6. */
export function clientIpKey(ip: string): string {
  const address = parseIpAddress(ip);
  if (!address) return `raw:${ip.trim()}`;
  if (address.version === 4) return `v4:${address.value.toString(16).padStart(8, '0')}`;
  return `v6:${(address.value >> 64n).toString(16).padStart(16, '0')}/64`;
}
