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
  const slug = text
    .normalize('NFKD')
    // Combining Diacritical Marks: Latin/Greek/Cyrillic accents only (kana voicing marks live elsewhere).
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (letter) => LATIN_SPECIALS[letter] ?? letter)
    // Apostrophes join words rather than split them: "Don't" -> "dont".
    .replace(/['’ʼ]/g, '')
    .replace(/[^\p{L}\p{M}\p{Nd}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') return fallback;
  return truncateAtDash(slug);
}

function truncateAtDash(slug: string): string {
  const chars = Array.from(slug);
  if (chars.length <= SLUG_MAX_LENGTH) return slug;
  const cut = chars.slice(0, SLUG_MAX_LENGTH).join('');
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
