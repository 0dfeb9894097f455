import { describe, expect, it } from 'vitest';
import type { CountryLookup } from './country-lookup.ts';
import { visitorCountry } from './visitor-country.ts';

const lookup: CountryLookup = {
  lookupCountry: (ip) => ({ '82.64.1.1': 'FR', '8.8.8.8': 'US' })[ip] ?? null,
  load: () => ({ dataVersion: 'test', ipv4Ranges: 0, ipv6Ranges: 0, loadMs: 0, tableBytes: 0 }),
  loadInBackground: () =>
    Promise.resolve({ dataVersion: 'test', ipv4Ranges: 0, ipv6Ranges: 0, loadMs: 0, tableBytes: 0 }),
};

describe('visitorCountry', () => {
  it('takes the proxy header before the IP address', () => {
    expect(
      visitorCountry({
        headers: { 'cf-ipcountry': 'de' },
        countryHeader: 'cf-ipcountry',
        clientIp: '82.64.1.1',
        lookup,
      }),
    ).toBe('DE');
  });

  it('reads the header the configuration names', () => {
    const headers = { 'cf-ipcountry': 'DE', 'x-country-code': 'ES' };
    expect(visitorCountry({ headers, countryHeader: 'X-Country-Code', clientIp: null, lookup })).toBe('ES');
  });

  it.each(['XX', 'T1', '', 'France'])('falls back to the IP address when the header says %j', (value) => {
    expect(
      visitorCountry({
        headers: { 'cf-ipcountry': value },
        countryHeader: 'cf-ipcountry',
        clientIp: '82.64.1.1',
        lookup,
      }),
    ).toBe('FR');
  });

  it('uses the IP address when there is no header', () => {
    expect(visitorCountry({ headers: {}, countryHeader: 'cf-ipcountry', clientIp: '8.8.8.8', lookup })).toBe('US');
  });

  it('is null when neither the header nor the address tells', () => {
    expect(
      visitorCountry({
        headers: { 'cf-ipcountry': 'XX' },
        countryHeader: 'cf-ipcountry',
        clientIp: '127.0.0.1',
        lookup,
      }),
    ).toBeNull();
    expect(visitorCountry({ headers: {}, countryHeader: 'cf-ipcountry', clientIp: null, lookup })).toBeNull();
  });

  it('looks addresses up in the packaged database by default', () => {
    expect(visitorCountry({ headers: {}, countryHeader: 'cf-ipcountry', clientIp: '2001:4860:4860::8888' })).toBe('US');
  });
});
