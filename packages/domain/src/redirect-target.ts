// Where the site may send a visitor back to after a form or a sign-in: a path on this site, never
// another origin. The check follows the browser's own URL parsing (WHATWG URL): browsers drop tabs
// and newlines anywhere in a URL and read a backslash as a slash, so '/\t/evil.example' and
// '/\\evil.example' are the protocol-relative '//evil.example'; dot segments are resolved, so
// '/..//evil.example' is too. A control character would also break the Location header (a 500).

/** Origin the candidate is resolved against; any other origin after parsing means another site. */
const PROBE_ORIGIN = 'http://spindle.invalid';
/** Longer targets are refused (nothing of ours is that long; a header that size is an attack). */
const MAX_TARGET_LENGTH = 2000;

function hasControlOrBackslash(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * `to` normalised as the browser would read it, when it stays on this site ('/fr/vinyl-shop?x=1');
 * otherwise `fallback`. Refuses other origins, protocol-relative forms, control characters (tab,
 * CR, LF, NUL), backslashes and anything that is not a string starting with '/'.
 */
export function safeRedirectPath(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to.length > MAX_TARGET_LENGTH || !to.startsWith('/')) return fallback;
  if (to.startsWith('//') || hasControlOrBackslash(to)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(to, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (parsed.origin !== PROBE_ORIGIN) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments may have folded the path into '//host'.
  return path.startsWith('//') ? fallback : path;
}
