// Where a visitor is: the proxy/CDN's country header first (it sees the real client and usually has a
// better database), else the client IP in the packaged IP database. Chooses the display currency (spec section 9).
import type { IncomingHttpHeaders } from 'node:http';
import { visitorCountryOf } from '../http/visitor-country.ts';
import { sharedCountryLookup, type CountryLookup } from './country-lookup.ts';

export interface VisitorCountryInput {
  headers: IncomingHttpHeaders;
  /** COUNTRY_HEADER, e.g. cf-ipcountry. */
  countryHeader: string;
  /** The client address as the server sees it (request.ip, which honours TRUST_PROXY); null when unknown. */
  clientIp: string | null;
  /** The IP database; the process's shared one by default. */
  lookup?: CountryLookup;
}

/** ISO 3166-1 alpha-2 code of the visitor's country, or null when neither the header nor the IP tells. */
export function visitorCountry({
  headers,
  countryHeader,
  clientIp,
  lookup = sharedCountryLookup(),
}: VisitorCountryInput): string | null {
  return visitorCountryOf(headers, countryHeader) ?? (clientIp ? lookup.lookupCountry(clientIp) : null);
}
