// Read-your-writes with a read replica (docs/scaling.md, "A read replica"). The catalogue's reads go to
// the replica, which replays the primary's changes a little late. A browser or API client that has just
// written must still see its write: every non-GET request answers with a cookie saying "read from the
// primary until <time>", READ_AFTER_WRITE_MS ahead; while it holds, that client's catalogue reads use
// the primary's services. The cookie only chooses where this client's own reads go: forging it costs
// the forger nothing and gains nothing, and a value further ahead than the window is ignored.
// A page action (a non-GET page request) reads through the in-process API in the same request, before
// its answer sets the cookie: its API calls carry READ_PRIMARY_HEADER (web/api-fetch.ts), which API
// clients that keep no cookies may send too, on their reads right after a write.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const READ_PRIMARY_COOKIE = 'read_primary_until';
export const READ_PRIMARY_HEADER = 'x-read-primary';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ReadYourWritesOptions {
  /** How long after a write the client reads from the primary (READ_AFTER_WRITE_MS). */
  windowMs: number;
  clock?: () => Date;
}

/** Until when (ms) the request's client reads from the primary; 0 when it does not. */
function primaryUntil(request: FastifyRequest, { windowMs, clock }: ReadYourWritesOptions): number {
  if (request.headers[READ_PRIMARY_HEADER] === '1') return Number.MAX_SAFE_INTEGER;
  const raw = request.cookies?.[READ_PRIMARY_COOKIE];
  const until = raw && /^\d{1,16}$/.test(raw) ? Number(raw) : 0;
  const now = (clock?.() ?? new Date()).getTime();
  return until > now && until <= now + windowMs ? until : 0;
}

/**
 * Sets the cookie on the answer to every non-GET request, API calls and page actions alike (whatever its
 * status: a failed write may have written). Registered on the root app, before the API and the pages.
 */
export function registerReadYourWrites(app: FastifyInstance, options: ReadYourWritesOptions): void {
  if (options.windowMs <= 0) return;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) {
      const until = (options.clock?.() ?? new Date()).getTime() + options.windowMs;
      reply.setCookie(READ_PRIMARY_COOKIE, String(until), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: Math.ceil(options.windowMs / 1000),
      });
    }
    done(null, payload);
  });
}

/**
 * Picks, per request, the primary's or the replica's copy of a read service. Without a replica both are
 * the same object.
 */
export interface ReadSides<T> {
  forRequest(request: FastifyRequest): T;
  /** True when this request's reads go to the primary because its client wrote recently. */
  readsPrimary(request: FastifyRequest): boolean;
}

export function readSides<T>(primary: T, replica: T | undefined, options: ReadYourWritesOptions): ReadSides<T> {
  const readsPrimary = (request: FastifyRequest) => replica !== undefined && primaryUntil(request, options) > 0;
  return {
    readsPrimary,
    forRequest: (request) => (replica === undefined || readsPrimary(request) ? primary : replica),
  };
}
