// Flattened country ranges packed into typed arrays (a few MB instead of ~100 MB of row objects)
// and searched by bisection: about twenty comparisons a lookup.
import { COUNTRY_CODES, type Ipv4Rows, type Ipv6Rows } from './country-csv.ts';
import { flattenRanges, IPV4_STEPS, IPV6_STEPS } from './country-ranges.ts';
import type { IpAddress } from './ip-address.ts';

/** IPv4 ranges: inclusive bounds as unsigned 32-bit numbers. */
export interface Ipv4CountryTable {
  starts: Uint32Array;
  ends: Uint32Array;
  countryIndexes: Uint16Array;
  countries: readonly string[];
}

/** IPv6 ranges: inclusive 128-bit bounds split into their high and low 64 bits. */
export interface Ipv6CountryTable {
  startsHigh: BigUint64Array;
  startsLow: BigUint64Array;
  endsHigh: BigUint64Array;
  endsLow: BigUint64Array;
  countryIndexes: Uint16Array;
  countries: readonly string[];
}

export interface CountryTables {
  ipv4: Ipv4CountryTable;
  ipv6: Ipv6CountryTable;
}

const LOW_64_BITS = (1n << 64n) - 1n;

/** The IPv4 table of the (possibly nested) rows. */
export function buildIpv4Table(rows: Ipv4Rows): Ipv4CountryTable {
  // Flattening splits a container around each range inside it: at most twice as many ranges.
  const capacity = rows.count * 2;
  const starts = new Uint32Array(capacity);
  const ends = new Uint32Array(capacity);
  const countryIndexes = new Uint16Array(capacity);
  let count = 0;
  flattenRanges(
    {
      count: rows.count,
      start: (i) => rows.starts[i] ?? 0,
      end: (i) => rows.ends[i] ?? 0,
      country: (i) => rows.countries[i] ?? 0,
    },
    IPV4_STEPS,
    {
      push: (start, end, country) => {
        starts[count] = start;
        ends[count] = end;
        countryIndexes[count] = country;
        count += 1;
      },
      extendLast: (end) => {
        ends[count - 1] = end;
      },
    },
  );
  // slice copies to the exact size, so the oversized arrays can go.
  return {
    starts: starts.slice(0, count),
    ends: ends.slice(0, count),
    countryIndexes: countryIndexes.slice(0, count),
    countries: COUNTRY_CODES,
  };
}

/** The IPv6 table of the (possibly nested) rows. */
export function buildIpv6Table(rows: Ipv6Rows): Ipv6CountryTable {
  const capacity = rows.count * 2;
  const startsHigh = new BigUint64Array(capacity);
  const startsLow = new BigUint64Array(capacity);
  const endsHigh = new BigUint64Array(capacity);
  const endsLow = new BigUint64Array(capacity);
  const countryIndexes = new Uint16Array(capacity);
  let count = 0;
  const join = (high: bigint | undefined, low: bigint | undefined) => ((high ?? 0n) << 64n) | (low ?? 0n);
  flattenRanges(
    {
      count: rows.count,
      start: (i) => join(rows.startsHigh[i], rows.startsLow[i]),
      end: (i) => join(rows.endsHigh[i], rows.endsLow[i]),
      country: (i) => rows.countries[i] ?? 0,
    },
    IPV6_STEPS,
    {
      push: (start, end, country) => {
        startsHigh[count] = start >> 64n;
        startsLow[count] = start & LOW_64_BITS;
        endsHigh[count] = end >> 64n;
        endsLow[count] = end & LOW_64_BITS;
        countryIndexes[count] = country;
        count += 1;
      },
      extendLast: (end) => {
        endsHigh[count - 1] = end >> 64n;
        endsLow[count - 1] = end & LOW_64_BITS;
      },
    },
  );
  return {
    startsHigh: startsHigh.slice(0, count),
    startsLow: startsLow.slice(0, count),
    endsHigh: endsHigh.slice(0, count),
    endsLow: endsLow.slice(0, count),
    countryIndexes: countryIndexes.slice(0, count),
    countries: COUNTRY_CODES,
  };
}

/** Bytes held by the typed arrays of the tables. */
export function tableBytes(tables: CountryTables): number {
  const { ipv4, ipv6 } = tables;
  return [
    ipv4.starts,
    ipv4.ends,
    ipv4.countryIndexes,
    ipv6.startsHigh,
    ipv6.startsLow,
    ipv6.endsHigh,
    ipv6.endsLow,
    ipv6.countryIndexes,
  ].reduce((sum, array) => sum + array.byteLength, 0);
}

/** Index of the last range starting at or before the address, or -1; `startsAfter(i)` compares range i. */
function lastRangeStartingBefore(count: number, startsAfter: (index: number) => boolean): number {
  let low = 0;
  let high = count; // answer is in [low - 1, high - 1]
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (startsAfter(middle)) high = middle;
    else low = middle + 1;
  }
  return low - 1;
}

/** The country of an address in the tables, or null when no range holds it. */
export function findCountry(tables: CountryTables, address: IpAddress): string | null {
  if (address.version === 4) {
    const { starts, ends, countryIndexes, countries } = tables.ipv4;
    const value = address.value;
    const i = lastRangeStartingBefore(starts.length, (index) => (starts[index] ?? 0) > value);
    if (i < 0 || (ends[i] ?? 0) < value) return null;
    return countries[countryIndexes[i] ?? 0] ?? null;
  }
  const { startsHigh, startsLow, endsHigh, endsLow, countryIndexes, countries } = tables.ipv6;
  const high = address.value >> 64n;
  const low = address.value & LOW_64_BITS;
  const i = lastRangeStartingBefore(startsHigh.length, (index) => {
    const startHigh = startsHigh[index] ?? 0n;
    return startHigh > high || (startHigh === high && (startsLow[index] ?? 0n) > low);
  });
  if (i < 0) return null;
  const endHigh = endsHigh[i] ?? 0n;
  if (endHigh < high || (endHigh === high && (endsLow[i] ?? 0n) < low)) return null;
  return countries[countryIndexes[i] ?? 0] ?? null;
}
