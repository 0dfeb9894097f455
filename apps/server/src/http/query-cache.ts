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
  parse: (raw: string) => Query;
  /** A validator compiler whose querystring checks remember what a parsed (cached) query gave. */
  validatorCompiler: <T>(compile: FastifySchemaCompiler<T>) => FastifySchemaCompiler<T>;
}

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;
type Outcome = ReturnType<Validate>;
type Checked = { value?: unknown };

/** A synchronous success (zod's validator answers `{ value }` or `{ error }`). */
function isChecked(outcome: Outcome): outcome is Checked {
  return typeof outcome === 'object' && !('then' in outcome) && outcome.error === undefined && 'value' in outcome;
}

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
        const checked = new WeakMap<object, Checked>();
        const validateOnce: Validate = (data: unknown) => {
          const shared = typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : null;
          const known = shared ? checked.get(shared) : undefined;
          if (known) return known;
          const outcome = validate(data);
          if (!shared || !isChecked(outcome)) return outcome;
          const value: unknown = outcome.value;
          const kept = { value: deepFreeze(value) };
          checked.set(shared, kept);
          return kept;
        };
        return validateOnce;
      };
    },
  };
}
