// Answers written by a serializer compiled from the contract (issue 19). The routes' response schemas are
// zod schemas; fastify-type-provider-zod's serializer checks every outgoing object against its schema,
// then JSON.stringify's it: ~150 µs of a 24-tile list. For the hot reads named here, production writes
// the answer with fast-json-stringify compiled from the schema's JSON Schema (zod's own conversion of
// its output side) instead: the same properties in the same order, unknown ones dropped, defaults filled,
// without checking the values. Tests and development keep the checking serializer on every route, so
// an answer that breaks its contract still fails there; compiled-serializer.test.ts proves the two write
// the same JSON for generated answers of each schema named here. docs/benchmarks.md.
import { catalogueEndpoints, searchEndpoints, systemEndpoints } from '@spindle/contracts';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The answers of the hot reads, by endpoint: the shop, home, project pages and their strips, search, health. */
export const COMPILED_ANSWER_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'GET /api/projects': catalogueEndpoints.projects.response,
  'GET /api/home': catalogueEndpoints.home.response,
  'GET /api/projects/{id}': catalogueEndpoints.project.response,
  'GET /api/projects/{id}/more and /recommandations': catalogueEndpoints.more.response,
  'GET /api/search': searchEndpoints.results.response,
  'GET /api/health': systemEndpoints.health.response,
};

const COMPILED_ANSWERS: ReadonlySet<z.ZodType> = new Set([
  ...Object.values(COMPILED_ANSWER_SCHEMAS),
  catalogueEndpoints.recommendations.response,
]);

type JsonSchema = { [key: string]: unknown };

/** Keywords that only check values: a serializer that does not check has no use for them. */
const CHECKS_ONLY = new Set([
  '$schema',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'minItems',
  'maxItems',
  'uniqueItems',
  'description',
  'title',
  'examples',
  'propertyNames',
]);

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as X with `null` among its types. */
function nullableOf(options: unknown[]): JsonSchema | null {
  const isNull = (option: unknown) => isObject(option) && option.type === 'null' && Object.keys(option).length === 1;
  const [first, second] = options;
  const other = options.length !== 2 ? null : isNull(first) ? second : isNull(second) ? first : null;
  if (!isObject(other) || typeof other.type !== 'string') return null;
  const shaped = shapeOf(other);
  return shaped && { ...shaped, type: [other.type, 'null'] };
}

/**
 * The JSON Schema fast-json-stringify needs to write what zod would let through: types, properties,
 * required, items and defaults. Null when the schema holds what it cannot write exactly as the checking
 * serializer would (unions other than nullable, references, tuples): that answer keeps the checking one.
 */
export function shapeOf(schema: JsonSchema): JsonSchema | null {
  if (Array.isArray(schema.anyOf)) return Object.keys(schema).length === 1 ? nullableOf(schema.anyOf) : null;
  if ('oneOf' in schema || 'allOf' in schema || '$ref' in schema || 'not' in schema || 'prefixItems' in schema) {
    return null;
  }
  if (Array.isArray(schema.items) || 'patternProperties' in schema || 'if' in schema) return null;
  const shaped: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (CHECKS_ONLY.has(key)) continue;
    if (key === 'properties' && isObject(value)) {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value)) {
        const shapedProperty = isObject(property) ? shapeOf(property) : null;
        if (!shapedProperty) return null;
        properties[name] = shapedProperty;
      }
      shaped.properties = properties;
    } else if ((key === 'items' || key === 'additionalProperties') && isObject(value)) {
      const inner = shapeOf(value);
      if (!inner) return null;
      shaped[key] = inner;
    } else {
      shaped[key] = value;
    }
  }
  return shaped;
}

/** A serializer compiled from a zod schema's output side, or null when it cannot be (see shapeOf). */
export function compileAnswerSerializer(schema: z.ZodType): ((data: unknown) => string) | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  const shaped = shapeOf(json);
  return shaped ? (fastJson(shaped) as (data: unknown) => string) : null;
}

/**
 * The API's serializer compiler: with `compiled`, the answers of COMPILED_ANSWER_SCHEMAS are written by their
 * compiled serializer; every other answer (and every answer without `compiled`) is checked against its
 * schema first, as fastify-type-provider-zod does.
 */
export function contractSerializerCompiler({ compiled }: { compiled: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const { schema } = route;
    const fast = compiled && COMPILED_ANSWERS.has(schema) ? compileAnswerSerializer(schema) : null;
    return fast ?? checkingSerializerCompiler(route);
  };
}
