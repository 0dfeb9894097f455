// The visitor's country as a proxy or CDN reports it (COUNTRY_HEADER, Cloudflare's cf-ipcountry by default).
import type { IncomingHttpHeaders } from 'node:http';

// Cloudflare's placeholders: XX unknown, T1 Tor exit node. Neither is a country.
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/** ISO 3166-1 alpha-2 code from the country header, upper case; null when absent or not a country. */
export function visitorCountryOf(headers: IncomingHttpHeaders, headerName: string): string | null {
  const raw = headers[headerName.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  if (!value || !/^[A-Z]{2}$/.test(value) || NOT_A_COUNTRY.has(value)) return null;
  return value;
}
