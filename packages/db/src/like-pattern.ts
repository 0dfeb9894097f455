// The pattern of an ILIKE search for text anywhere in a column, served by the trigram indexes: here,
// beside the schema, so every module that searches a column (projects' lists, sellers' names) takes
// the one escape.

/** '%text%' for ILIKE with the user's own % and _ (and backslash) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
