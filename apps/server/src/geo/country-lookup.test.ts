import { describe, expect, it, vi } from 'vitest';
import { createCountryLookup, type CountryDatabaseCsv } from './country-lookup.ts';

// Addresses checked against the shipped data (geo-whois-asn-country): each sits well inside a
// range held by one operator for years, so a data update should not move it.
describe('the packaged IP database', () => {
  const lookup = createCountryLookup();

  it.each([
    ['8.8.8.8', 'US'], // Google Public DNS
    ['8.8.4.4', 'US'],
    ['2001:4860:4860::8888', 'US'], // Google Public DNS over IPv6
    ['82.64.1.1', 'FR'], // Free (Iliad), 82.64.0.0/14
    ['90.1.2.3', 'FR'], // Orange France, 90.0.0.0/10
    ['2a01:e0a:1::1', 'FR'], // Free over IPv6, 2a01:e00::/26
    ['::ffff:8.8.8.8', 'US'], // IPv4 as a dual-stack socket reports it
  ])('places %s in %s', (ip, country) => {
    expect(lookup.lookupCountry(ip)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '192.168.1.1',
    '172.16.5.4',
    '100.64.0.1',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
  ])('has no country for the private or loopback address %s', (ip) => {
    expect(lookup.lookupCountry(ip)).toBeNull();
  });

  it.each(['', 'unknown', '999.1.1.1'])('has no country for %j, which is not an address', (ip) => {
    expect(lookup.lookupCountry(ip)).toBeNull();
  });

  it('reports the size and version of the data it loaded', () => {
    const stats = lookup.load();
    expect(stats.ipv4Ranges).toBeGreaterThan(100_000);
    expect(stats.ipv6Ranges).toBeGreaterThan(50_000);
    expect(stats.tableBytes).toBeLessThan(32 * 1024 * 1024);
    expect(stats.dataVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('createCountryLookup', () => {
  const tinyDatabase: CountryDatabaseCsv = {
    // 1.0.0.0-1.0.0.255 AU, 2.0.0.0-2.0.0.255 FR
    ipv4Csv: '16777216,16777471,AU\n33554432,33554687,FR\n',
    // 2a00::/16 DE
    ipv6Csv: `${0x2a00n << 112n},${((0x2a00n + 1n) << 112n) - 1n},DE\n`,
    version: 'test',
  };

  it('reads the database lazily, once, however many lookups follow', () => {
    const readDatabase = vi.fn(() => tinyDatabase);
    const lookup = createCountryLookup(readDatabase);
    expect(readDatabase).not.toHaveBeenCalled();
    expect(lookup.lookupCountry('1.0.0.7')).toBe('AU');
    expect(lookup.lookupCountry('2.0.0.255')).toBe('FR');
    expect(lookup.lookupCountry('2a00:1::1')).toBe('DE');
    expect(lookup.load().dataVersion).toBe('test');
    expect(readDatabase).toHaveBeenCalledTimes(1);
  });

  it('does not read the database for an address that cannot have a country', () => {
    const readDatabase = vi.fn(() => tinyDatabase);
    createCountryLookup(readDatabase).lookupCountry('192.168.0.1');
    expect(readDatabase).not.toHaveBeenCalled();
  });

  it('answers an address asked again as the first time, past the number of addresses it remembers', () => {
    const lookup = createCountryLookup(() => tinyDatabase);
    const asked = ['1.0.0.7', '2.0.0.1', '192.168.0.1', '2a00::5', 'not an address'];
    const first = asked.map((ip) => lookup.lookupCountry(ip));
    expect(first).toEqual(['AU', 'FR', null, 'DE', null]);
    expect(asked.map((ip) => lookup.lookupCountry(ip))).toEqual(first);
    // More distinct addresses than it keeps: the first ones are forgotten, then looked up again.
    for (let n = 0; n < 5_000; n += 1) lookup.lookupCountry(`2.0.${n >> 8}.${n & 255}`);
    expect(lookup.lookupCountry('2.0.0.9')).toBe('FR');
    expect(lookup.lookupCountry('2.0.1.0')).toBeNull();
    expect(asked.map((ip) => lookup.lookupCountry(ip))).toEqual(first);
  });

  it('has no country for an address between ranges or past the last one', () => {
    const lookup = createCountryLookup(() => tinyDatabase);
    expect(lookup.lookupCountry('1.0.1.0')).toBeNull();
    expect(lookup.lookupCountry('0.255.255.255')).toBeNull();
    expect(lookup.lookupCountry('3.0.0.0')).toBeNull();
    expect(lookup.lookupCountry('2a01::1')).toBeNull();
  });
});

describe('loading in the background', () => {
  it('builds the packaged tables on a worker thread and answers lookups with them', async () => {
    const lookup = createCountryLookup();
    const stats = await lookup.loadInBackground();
    expect(stats.ipv4Ranges).toBeGreaterThan(100_000);
    expect(stats.ipv6Ranges).toBeGreaterThan(100_000);
    expect(lookup.lookupCountry('8.8.8.8')).toBe('US');
    expect(lookup.lookupCountry('2a01:e0a:1::1')).toBe('FR');
    // Loaded once: the synchronous load reports the same tables.
    expect(lookup.load()).toEqual(stats);
  });

  it('loads a custom database on the calling thread', async () => {
    const readDatabase = vi.fn(() => ({ ipv4Csv: '134744064,134744319,US\n', ipv6Csv: '', version: 'test' }));
    const lookup = createCountryLookup(readDatabase);
    const stats = await lookup.loadInBackground();
    expect(stats.dataVersion).toBe('test');
    expect(lookup.lookupCountry('8.8.8.8')).toBe('US');
    expect(readDatabase).toHaveBeenCalledTimes(1);
  });
});
