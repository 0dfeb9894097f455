// Query strings read once (issue 19). The same few query strings come back again and again (the shop's
// first page, a visitor cache's hits): each is parsed once into a frozen object, and its check against a
// route's schema is kept beside that object, so a repeated query string is neither parsed nor validated
// again. Answers kept in the visitor cache are then sent without any per-request work on the query.
import { parse } from 'fast-querystring';
import type { FastifySchemaCompiler } from 'fastify';
import { deepFreeze } from './visitor-read-cache.ts';

/** How many distinct query strings are kept; the oldest go first. */
const MAX_QUERY_STRINGS = 1_000;

type Query = Record<string, unknown>;

export interface QueryCache {
  /** Fastify's querystringParser: the query string's frozen object, the same one for the same string. */
  parse(raw: string): Query;
  /** A validator compiler whose querystring checks remember what a parsed (cached) query gave. */
  validatorCompiler<T>(compile: FastifySchemaCompiler<T>): FastifySchemaCompiler<T>;
}

type ValidatorResult = { value: unknown } | { error: unknown };

export function createQueryCache(maxEntries = MAX_QUERY_STRINGS): QueryCache {
  const parsed = new Map<string, Query>();
  const empty: Query = Object.freeze({});
  return {
    parse(raw) {
      if (raw.length === 0) return empty;
      const kept = parsed.get(raw);
      if (kept) return kept;
      const query = deepFreeze(parse(raw) as Query);
      parsed.set(raw, query);
      if (parsed.size > maxEntries) parsed.delete(parsed.keys().next().value as string);
      return query;
    },
    validatorCompiler(compile) {
      return (route) => {
        const validate = compile(route);
        if (route.httpPart !== 'querystring') return validate;
        // Only successes are kept (and frozen: every request with this query string shares the value).
        const checked = new WeakMap<object, ValidatorResult>();
        return (data: unknown) => {
          const known = typeof data === 'object' && data !== null ? checked.get(data) : undefined;
          if (known) return known;
          const result = validate(data) as ValidatorResult;
          if (typeof data === 'object' && data !== null && Object.isFrozen(data) && 'value' in result) {
            const kept = { value: deepFreeze(result.value) };
            checked.set(data, kept);
            return kept;
          }
          return result;
        };
      };
    },
  };
}
