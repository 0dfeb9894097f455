// Who an e-mail address really is, for limits that count per customer (a limited edition's copies per
// customer): 'Ann+x@Gmail.com.' and 'a.n.n@googlemail.com' reach the same inbox, so they count as one.

/** Mail providers whose addresses ignore a '+tag' in the local part. */
const PLUS_TAG_PROVIDERS = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'gmx.com',
  'gmx.de',
  'gmx.fr',
]);
/** Domains that are another name of the same provider. */
const DOMAIN_ALIASES: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };
/** Providers whose addresses also ignore dots in the local part. */
const DOTLESS_PROVIDERS = new Set(['gmail.com']);

/**
 * The identity of an address for per-customer limits: trimmed, lower-cased, the domain without its
 * trailing dots and under its canonical name, the '+tag' dropped where the provider ignores it (and
 * dots, for Gmail). Not an address to write to: only for comparing.
 */
export function emailIdentityOf(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const rawDomain = trimmed.slice(at + 1).replace(/\.+$/, '');
  const domain = DOMAIN_ALIASES[rawDomain] ?? rawDomain;
  let local = trimmed.slice(0, at);
  if (PLUS_TAG_PROVIDERS.has(domain)) local = local.split('+')[0] ?? local;
  if (DOTLESS_PROVIDERS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
