// Links in e-mails: absolute (a mail client has no base URL), on the public origin (PUBLIC_URL), and
// in the reader's language with its localised path (spec section 2).
import { localisePath, type AppLocale } from '@spindle/domain';

/** The public origin without its trailing slash; throws unless it is an http(s) URL (a template bug, not input). */
function originOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`e-mail base URL must be http(s): ${baseUrl}`);
  return url.origin;
}

/**
 * Absolute link to an English path as seen in a locale, with query parameters encoded
 * (emailLink('https://spindle.example', '/reset-password', 'fr', { token }) -> 'https://spindle.example/fr/reset-password?token=...').
 */
export function emailLink(
  baseUrl: string,
  englishPath: string,
  locale: AppLocale,
  query: Readonly<Record<string, string | number>> = {},
): string {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return originOf(baseUrl) + localisePath(englishPath, locale) + (search ? `?${search}` : '');
}
