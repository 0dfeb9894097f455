// Small checks of JSON values, without zod: the browser's light answer checks are built from these.
// Each says exactly what its zod counterpart accepts (z.number().int() is a safe integer, z.object
// accepts no array), so a light check and its schema can be proven to agree (endpoints/*.property.test.ts).

/** A plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number in [min, max], as z.number().int().min(min).max(max) accepts. */
export function isIntIn(value: unknown, min: number, max: number = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Any safe integer, as z.number().int() accepts. */
export function isSafeInt(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** A string of at most `max` characters. */
export function isStringUpTo(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** A string or null, as z.string().nullable() accepts. */
export function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** A safe integer or null, as z.number().int().nullable() accepts. */
export function isSafeIntOrNull(value: unknown): value is number | null {
  return value === null || Number.isSafeInteger(value);
}
