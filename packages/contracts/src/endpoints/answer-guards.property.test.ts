// The browser checks some answers with a light guard instead of zod (docs/decisions/0011 and 0012).
// For every endpoint whose route has one, the guard and the zod schema must accept the same values:
// answers the schema describes, the same answers with one part replaced by any JSON value or left
// out, and any JSON value at all.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS } from './index.ts';

/** The parts of a zod schema's definition this generator reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDef;

/** Values a schema accepts; a schema using anything else fails here, so this grows with the guards. */
function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  switch (def.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, arbitraryOf(field)])),
      );
    case 'array':
      return fc.array(arbitraryOf(def.element as z.ZodType), { maxLength: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: null });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (checks.length === 0) return fc.string();
      break;
    case 'number':
      if (checks.every((check) => check.check === 'number_format' && check.format === 'safeint')) {
        return checks.length > 0 ? fc.maxSafeInteger() : fc.double({ noNaN: true, noDefaultInfinity: true });
      }
      break;
  }
  throw new Error(`arbitraryOf does not know ${def.type} with ${JSON.stringify(checks)}: teach it`);
}

type Path = readonly (string | number)[];

/** Every place inside a JSON value, the value itself first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [at];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key]),
  );
  return [at, ...children];
}

const LEFT_OUT = Symbol('left out');

/** What may replace a part: any JSON value, and the edges of the scalar checks (whole, safe, null...). */
const replacement = fc.oneof(
  fc.jsonValue(),
  fc.constant(LEFT_OUT),
  fc.constantFrom(null, true, '', 0, -0, 1.5, 2 ** 53, -(2 ** 53), 1e300, [], {}),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
);

/** A copy of `value` with the part at `path` replaced, or left out. */
function replacedAt(value: unknown, path: Path, part: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return part === LEFT_OUT ? undefined : part;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = replacedAt(copy[head], rest, part);
  if (next === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** An answer the schema describes with one part changed to any JSON value, or left out. */
function nearlyValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) =>
    fc.tuple(fc.constantFrom(...pathsOf(value)), replacement).map(([path, part]) => replacedAt(value, path, part)),
  );
}

const guarded = ENDPOINTS.flatMap((endpoint) =>
  'answerGuard' in endpoint ? [{ id: endpoint.id, guard: endpoint.answerGuard, schema: endpoint.response }] : [],
);

describe('the light answer guards', () => {
  it('exist for the answers the browser reads', () => {
    expect(guarded.map((endpoint) => endpoint.id).sort()).toEqual([
      'cart.groupShipment',
      'search.results',
      'system.buildId',
    ]);
  });

  describe.each(guarded)('$id', ({ guard, schema }) => {
    const valid = arbitraryOf(schema);

    it('accepts every answer its schema describes', () => {
      fc.assert(fc.property(valid, (value) => guard(value) && schema.safeParse(value).success));
    });

    it('accepts exactly what the schema accepts, whatever arrives', () => {
      fc.assert(
        fc.property(fc.oneof(nearlyValid(valid), fc.jsonValue()), (value) => {
          expect(guard(value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 2000 },
      );
    });
  });
});
