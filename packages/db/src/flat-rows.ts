// Rows of a hot prepared statement without drizzle's general row mapping (issue 19). For every row and
// every column drizzle works out again what decodes the column (a chain of `is()` checks that walk the
// prototypes of each SQL field) and walks its path: ~10 % of the CPU of the shop's list. A statement
// whose selection is flat (`{ a: column, b: sql`...` }`, no nested objects) can have its
// decoders found once and each row built in one loop, with the same values drizzle would give.
import { Column, is, SQL } from 'drizzle-orm';

interface OrderedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What drizzle's prepared queries (node-postgres and PGlite alike) keep: their fields and an optional mapper. */
interface PreparedInternals {
  fields?: OrderedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) return field;
  // An SQL field's decoder is its mapWith (or the identity): drizzle keeps it private.
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  return null;
}

/**
 * Gives a prepared select with a flat selection a row mapper made once from its fields. Anything else
 * (a nested selection, a driver keeping its fields elsewhere) keeps drizzle's own mapping.
 * Returns whether the mapper was installed.
 */
export function mapRowsFlat(prepared: object): boolean {
  const internals = prepared as PreparedInternals;
  const { fields } = internals;
  // (drizzle's joinsNotNullableMap only acts on nested paths, which a flat selection has none of.)
  if (!Array.isArray(fields) || internals.customResultMapper) return false;
  const names: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    const [name] = path;
    if (path.length !== 1 || name === undefined || !decoder) return false;
    names.push(name);
    decoders.push(decoder);
  }
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index += 1) {
        const raw = row[index];
        result[names[index] as string] = raw === null ? null : (decoders[index] as Decoder).mapFromDriverValue(raw);
      }
      return result;
    });
  return true;
}
