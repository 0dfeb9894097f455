// The initials that stand in for a missing artist, label or shop picture.

/**
 * Up to two initials of a name, upper-cased: the first letters of its first and last words
 * ('Nova Static' -> 'NS', 'Coralline' -> 'C'). Names in scripts without word spaces keep their first
 * character ('방탄소년단' -> '방'); a name with no letter or digit gives ''.
 */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*/gu) ?? [];
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const firstChar = (word: string) => Array.from(word)[0] ?? '';
  return (firstChar(first) + (last ? firstChar(last) : '')).toLocaleUpperCase();
}
