import { describe, expect, it } from 'vitest';
import { readPackagedCountryDatabase } from './country-lookup.ts';
import { parseIpv4Csv, parseIpv6Csv } from './country-csv.ts';
import { buildIpv4Table, buildIpv6Table, findCountry, type CountryTables } from './country-table.ts';
import { parseIpAddress } from './ip-address.ts';

const ipv6 = (value: bigint) => value.toString();
const tables: CountryTables = {
  ipv4: buildIpv4Table(
    parseIpv4Csv(
      [
        `${0x01000000},${0x010000ff},AU`,
        `${0x01000100},${0x010001ff},CN`,
        `${0xfffffff0},${0xffffffff},ZZ`,
        `${0x01000000},${0x01000001},NZ`, // nested and out of order: the inner range wins
      ].join('\n'),
    ),
  ),
  // A range that crosses the boundary between the high and the low 64 bits.
  ipv6: buildIpv6Table(
    parseIpv6Csv(`${ipv6((0x2a00n << 112n) + (1n << 64n) - 1n)},${ipv6((0x2a00n << 112n) + (1n << 64n) + 9n)},DE`),
  ),
};

const countryOf = (ip: string) => {
  const address = parseIpAddress(ip);
  return address ? findCountry(tables, address) : undefined;
};

describe('findCountry', () => {
  it.each([
    ['1.0.0.0', 'NZ'],
    ['1.0.0.1', 'NZ'],
    ['1.0.0.2', 'AU'],
    ['1.0.0.255', 'AU'],
    ['1.0.1.0', 'CN'],
    ['1.0.1.255', 'CN'],
    ['1.0.2.0', null],
    ['0.255.255.255', null],
    ['255.255.255.255', 'ZZ'],
    ['2a00:0:0:0:ffff:ffff:ffff:fffe', null],
    ['2a00:0:0:0:ffff:ffff:ffff:ffff', 'DE'],
    ['2a00:0:0:1::', 'DE'],
    ['2a00:0:0:1::9', 'DE'],
    ['2a00:0:0:1::a', null],
  ])('finds %s in %s, bounds included', (ip, country) => {
    expect(countryOf(ip)).toBe(country);
  });
});

describe('the packaged data, once flattened', () => {
  const database = readPackagedCountryDatabase();

  it('holds sorted, disjoint IPv4 ranges', () => {
    const { starts, ends } = buildIpv4Table(parseIpv4Csv(database.ipv4Csv));
    const faults = starts.filter((start, i) => (ends[i] ?? 0) < start || (i > 0 && start <= (ends[i - 1] ?? 0)));
    expect(faults).toHaveLength(0);
  });

  it('holds sorted, disjoint IPv6 ranges', () => {
    const { startsHigh, startsLow, endsHigh, endsLow } = buildIpv6Table(parseIpv6Csv(database.ipv6Csv));
    const bound = (high: BigUint64Array, low: BigUint64Array, i: number) => ((high[i] ?? 0n) << 64n) | (low[i] ?? 0n);
    let faults = 0;
    for (let i = 0; i < startsHigh.length; i += 1) {
      const start = bound(startsHigh, startsLow, i);
      if (bound(endsHigh, endsLow, i) < start || (i > 0 && start <= bound(endsHigh, endsLow, i - 1))) faults += 1;
    }
    expect(faults).toBe(0);
  });
});
