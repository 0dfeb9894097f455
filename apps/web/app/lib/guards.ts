// Small checks for what the browser receives, without shipping zod to it. Answers of our own API
// crossed their contract's zod schema on the server (Fastify's serializer rejects an answer that does
// not match it). A declared endpoint's answer is checked by its route's answer guard, which a property
// test holds to the schema (packages/contracts/src/http/routes); for the others the browser checks
// only that the expected JSON shape arrived (apiAnswer). Input nobody checked before (cookies, form
// fields, events) is checked field by field where it is read.
import { isRecord } from '@spindle/contracts/http';

// The JSON checks the answer guards of the contracts use too: one implementation for both.
export { isIntIn, isRecord, isStringUpTo } from '@spindle/contracts/http';

/**
 * An answer of our API, typed by its contract, when it is an object that has `keys`; null otherwise
 * (an HTML error page from a proxy, an empty body). See the module comment for why this is enough.
 */
export function apiAnswer<T>(body: unknown, ...keys: string[]): T | null {
  if (!isRecord(body)) return null;
  for (const key of keys) if (!(key in body)) return null;
  return body as T;
}

/** The error code and field codes of an API error answer ({ error: { code, fields? } }, docs/server.md). */
export function apiErrorOf(body: unknown): { code: string; fields: Record<string, string> } | null {
  if (!isRecord(body) || !isRecord(body.error) || typeof body.error.code !== 'string') return null;
  const fields: Record<string, string> = {};
  if (isRecord(body.error.fields)) {
    for (const [name, code] of Object.entries(body.error.fields)) if (typeof code === 'string') fields[name] = code;
  }
  return { code: body.error.code, fields };
}
