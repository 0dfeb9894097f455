// Text never holds a NUL character: PostgreSQL refuses 0x00 in text values (PGlite answers the same),
// so a NUL that reached a query would answer 500. Every string of a request's query, path parameters
// and JSON body is checked before validation, and a NUL is refused as invalid input.
import type { FastifyInstance } from 'fastify';
import { AppError, type FieldErrors } from './errors.ts';

/** Deepest nesting looked into; the JSON body limit keeps real bodies far shallower. */
const MAX_DEPTH = 64;

/** The path ('customer.name') of the first string holding a NUL, or null when there is none. */
export function pathOfNulText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return innerPath;
    const found = pathOfNulText(inner, innerPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Whether a request's URL may hold a NUL once decoded: its path parameters and query are decoded from
 * it, and only `%00` (or a raw NUL, which an HTTP request line cannot carry but an injected one may)
 * decodes to one.
 */
export function urlMayHoldNul(url: string): boolean {
  return url.includes('%00') || url.includes('\u0000');
}

/** Refuses, with input_invalid on the field, a request whose text holds a NUL. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const { body } = request;
    // Most requests (every GET) have no body, and a URL without %00 holds no NUL (issue 19: nothing to
    // walk through for them, not even the query's object).
    if (body === undefined && !urlMayHoldNul(request.url)) {
      done();
      return;
    }
    const parts = urlMayHoldNul(request.url) ? [request.query, request.params, body] : [body];
    for (const part of parts) {
      const field = pathOfNulText(part);
      if (field !== null) {
        const fields: FieldErrors = { [field]: 'input_invalid' };
        done(new AppError('input_invalid', { fields }));
        return;
      }
    }
    done();
  });
}
