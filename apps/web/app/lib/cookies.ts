// Plain (unsigned, unencoded JSON-free) cookies shared with the API and the browser: lang, currency,
// and the announcement cookies. React Router's createCookie would base64-encode the values.
import { daysToMs } from '@spindle/domain';

/** Value of one cookie in a Cookie header (or document.cookie), null when absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** A Set-Cookie / document.cookie value for a site-wide cookie that lives `days` days. */
export function serializeCookie(name: string, value: string, days: number): string {
  const maxAgeSeconds = Math.round(daysToMs(days) / 1000);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
