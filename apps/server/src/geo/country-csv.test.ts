import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, parseIpv4Csv, parseIpv6Csv } from './country-csv.ts';

const countriesOf = (indexes: Uint16Array, count: number) =>
  Array.from(indexes.subarray(0, count), (index) => COUNTRY_CODES[index]);

describe('parseIpv4Csv', () => {
  it('reads inclusive numeric bounds and a country per line, skipping blank lines and CRs', () => {
    const rows = parseIpv4Csv('16777216,16777471,AU\r\n\n16777472,16778239,CN\n4294967040,4294967295,ZZ');
    expect(rows.count).toBe(3);
    expect(Array.from(rows.starts.subarray(0, 3))).toEqual([16777216, 16777472, 4294967040]);
    expect(Array.from(rows.ends.subarray(0, 3))).toEqual([16777471, 16778239, 4294967295]);
    expect(countriesOf(rows.countries, 3)).toEqual(['AU', 'CN', 'ZZ']);
  });

  it.each(['1,2', '1,2,fr', '1,2,FRA', 'a,2,FR', '1,,FR', '1,2,F', '2,1,FR', '1,4294967296,FR'])(
    'refuses the malformed line %j',
    (csv) => {
      expect(() => parseIpv4Csv(`0,0,US\n${csv}`)).toThrow(/on line 2/);
    },
  );
});

describe('parseIpv6Csv', () => {
  it('splits 128-bit bounds into their high and low 64 bits', () => {
    const start = (0x2001_0200n << 96n) | 5n;
    const end = (0x2001_0200n << 96n) | ((1n << 64n) - 1n);
    const rows = parseIpv6Csv(`${start},${end},JP\n`);
    expect(rows.count).toBe(1);
    expect(rows.startsHigh[0]).toBe(0x2001_0200n << 32n);
    expect(rows.startsLow[0]).toBe(5n);
    expect(rows.endsHigh[0]).toBe(0x2001_0200n << 32n);
    expect(rows.endsLow[0]).toBe((1n << 64n) - 1n);
    expect(countriesOf(rows.countries, 1)).toEqual(['JP']);
  });

  it('refuses a bound past 128 bits', () => {
    expect(() => parseIpv6Csv(`0,${1n << 128n},FR`)).toThrow(/on line 1/);
  });
});
