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
  internals.customResultMapper = compileRowsMapper(names, decoders);
  return true;
}

/**
 * The mapper of rows as one function whose object literal names every column: each row is built with
 * the same hidden class, where one filled key by key from an array of names went through V8's slow
 * keyed stores (~6 % of the shop list's CPU, issue 19). Names are computed keys from JSON string literals, so
 * any column name is a valid key; decoders are called as drizzle calls them (not for a null).
 */
function compileRowsMapper(names: readonly string[], decoders: readonly Decoder[]): (rows: unknown[][]) => unknown {
  const fields = names.map((name, index) => {
    const value = `row[${index}]`;
    return `[${JSON.stringify(name)}]: ${value} === null ? null : decoders[${index}].mapFromDriverValue(${value})`;
  });
  const body = `return rows.map((row) => ({ ${fields.join(', ')} }));`;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from the selection's own names, once per statement
  const mapRows = new Function('decoders', 'rows', body) as (
    decoders: readonly Decoder[],
    rows: unknown[][],
  ) => unknown;
  return (rows) => mapRows(decoders, rows);
}
