// URL slugs for projects, artists and labels (the {slug} of spec section 2 routes).

/** Slug used when a name has no letter or digit left (e.g. only punctuation or emoji). */
export const FALLBACK_SLUG = 'project';

/** Longest slug kept, in characters; longer ones are cut at a dash so URLs stay readable. */
export const SLUG_MAX_LENGTH = 100;

// Letters that carry no combining accent, so NFKD alone does not reduce them to ASCII.
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/**
 * Slug of a display name: lower case, Latin accents stripped, anything that is not a letter or digit
 * becomes one '-', trimmed. Letters of other scripts (CJK, Hangul, Cyrillic...) are kept as they are;
 * a name with nothing left becomes `fallback`. Idempotent: slugify(slugify(x)) === slugify(x).
 */
export function slugify(text: string, fallback: string = FALLBACK_SLUG): string {
  const slug = PRINTABLE_ASCII.test(text) ? asciiSlug(text) : unicodeSlug(text);
  if (slug === '') return fallback;
  return truncateAtDash(slug);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The slug of a name in printable ASCII, the common case: what unicodeSlug gives for it, without its
 * normalisations and Unicode classes (a store page's cards slug every title and artist in the browser).
 */
export function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug of any name (before the fallback and the length cut). */
export function unicodeSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining Diacritical Marks: Latin/Greek/Cyrillic accents only (kana voicing marks live elsewhere).
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[ßæœøđðþłı]/g, (letter) => LATIN_SPECIALS[letter] ?? letter)
      // Apostrophes join words rather than split them: "Don't" -> "dont".
      .replace(/['’ʼ]/g, '')
      .replace(/[^\p{L}\p{M}\p{Nd}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}

function truncateAtDash(slug: string): string {
  const chars = Array.from(slug);
  if (chars.length <= SLUG_MAX_LENGTH) return slug;
  const cut = chars.slice(0, SLUG_MAX_LENGTH).join('');
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
