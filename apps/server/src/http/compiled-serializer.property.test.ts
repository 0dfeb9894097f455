// The compiled serializer writes what the checking one writes: for answers generated from each compiled
// schema (every value its contract allows, strings with quotes, control characters and lone surrogates,
// optional fields absent or undefined, unknown fields added), the compiled output is the JSON the
// checking serializer (zod's check, then JSON.stringify) gives for the same object.
import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPILED_ANSWER_SCHEMAS, compileAnswerSerializer, contractSerializerCompiler } from './compiled-serializer.ts';

type Json = { [key: string]: unknown };

function stringArbitrary(schema: Json): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'uuid') return fc.uuid();
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return fc.oneof(fc.string({ unit: 'binary', minLength, maxLength }), fc.string({ minLength, maxLength }));
}

function objectArbitrary(schema: Json): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    // An optional field is absent, undefined or set.
    model[name] = required.has(name) ? arbitraryOf(property) : fc.option(arbitraryOf(property), { nil: undefined });
  }
  const known = fc.record(model, { requiredKeys: [...required] });
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(schema.additionalProperties as Json), {
      maxKeys: 3,
    });
  }
  // Sometimes a field the contract does not name (a row's extra column): both drop it.
  return fc.tuple(known, fc.boolean()).map(([value, extra]) => (extra ? { ...value, notInContract: 'x' } : value));
}

/** Values of a JSON Schema (zod's output side), valid or not: the checking serializer is the judge. */
function arbitraryOf(schema: Json): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Json[]).map(arbitraryOf));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type })));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.oneof(fc.integer({ min: -1_000, max: 100_000 }), fc.maxSafeInteger(), fc.constant(-0));
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return fc.array(arbitraryOf((schema.items ?? {}) as Json), { maxLength: 4 });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.jsonValue();
  }
}

const checkingOf = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

describe('the compiled answer serializer', () => {
  it.each(Object.entries(COMPILED_ANSWER_SCHEMAS))(
    'writes the JSON of the checked object for generated answers of %s',
    (_endpoint, schema) => {
      const compiled = compileAnswerSerializer(schema);
      expect(compiled).not.toBeNull();
      const checking = checkingOf(schema);
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Json;
      let valid = 0;
      fc.assert(
        fc.property(arbitraryOf(json), (value) => {
          let expected: string;
          try {
            expected = checking(value);
          } catch {
            return; // outside the contract: production never sends it (tests check every answer)
          }
          valid += 1;
          expect(compiled?.(value)).toBe(expected);
          expect(JSON.parse(expected)).toEqual(JSON.parse(JSON.stringify(schema.parse(value))));
        }),
        { numRuns: 300 },
      );
      // The generator gives mostly valid answers: the comparison is not vacuous.
      expect(valid).toBeGreaterThan(100);
    },
  );

  it('checks every answer unless compiled is asked, and then only for the named schemas', () => {
    const schema = COMPILED_ANSWER_SCHEMAS['GET /api/projects'] as z.ZodType;
    const route = { schema, method: 'GET', url: '/api/projects', httpStatus: '200' };
    const invalid = { items: 'not a list' };
    expect(() => contractSerializerCompiler({ compiled: false })(route)(invalid)).toThrow();
    const other = z.object({ id: z.number().int() });
    const otherRoute = { ...route, schema: other };
    expect(() => contractSerializerCompiler({ compiled: true })(otherRoute)({ id: 'x' })).toThrow();
    // Compiled: no check, the shape alone.
    expect(
      contractSerializerCompiler({ compiled: true })(route)({
        items: [],
        page: 1,
        size: 24,
        total: 0,
        currency: 'EUR',
      }),
    ).toBe('{"items":[],"page":1,"size":24,"total":0,"currency":"EUR"}');
  });

  it('leaves to the checking serializer what it cannot write the same way (unions)', () => {
    expect(compileAnswerSerializer(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
    expect(compileAnswerSerializer(z.object({ at: z.date() }))).toBeNull();
  });
});
