// The Idempotency-Key header of POST cart/pay, as Stripe's API has it (docs/payments.md
// "Idempotency-Key"): the same key with the same body gets the first answer again, replayed (a 200 or
// a 4xx: an answer that says something about the request); the same key with another body is refused
// (409 idempotency_key_reused); a key is kept 24 hours. While the first request runs, the key is
// locked (409 idempotency_key_in_use); a lock left by a crashed process lapses, so a retry runs it
// again. That is safe: under the key, pay itself is idempotent (one order per cart, one payment per
// order, a payment that succeeded answered with its order). A 5xx or a crash stores nothing.
import { createHash, randomUUID } from 'node:crypto';
import { schema, type Db } from '@spindle/db';
import { and, eq, lte } from 'drizzle-orm';
import { AppError, errorBody } from '../../http/errors.ts';

const { checkoutIdempotencyKeys: keys } = schema;

/** How long a key and its answer are kept (Stripe's 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

/** How long a running request holds its key; after that a retry may run it again (the holder crashed). */
export const IDEMPOTENCY_LOCK_MS = 10_000;

/** Printable ASCII, at most 255 characters (a UUID fits; Stripe's limit). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The key of a request, or null without the header; a malformed or repeated header is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw new AppError('idempotency_key_invalid');
  return header;
}

/** Who a key belongs to: an account, or visitors (whose body names a cart only they know). */
export function idempotencyScopeOf(userId: number | null): string {
  return userId === null ? 'visitor' : `user:${userId}`;
}

export interface IdempotentRequest {
  scope: string;
  key: string;
  /** The parsed body: two requests with the same meaning have the same fingerprint. */
  body: unknown;
  now: Date;
}

/** An answer as it left, or as it is replayed. */
export interface IdempotentAnswer {
  statusCode: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

/** Runs `run` once per key and body; a replay returns the stored answer (a stored 4xx is answered again, not thrown). */
export async function answerOnce(
  db: Db,
  request: IdempotentRequest,
  run: () => Promise<Record<string, unknown>>,
): Promise<IdempotentAnswer> {
  const requestHash = fingerprintOf(request.body);
  const claim = await claimKey(db, request, requestHash);
  if (claim.kind === 'replay') return { statusCode: claim.statusCode, body: claim.body, replayed: true };
  try {
    const body = await run();
    await storeAnswer(db, request, claim.token, 200, body);
    return { statusCode: 200, body, replayed: false };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await storeAnswer(db, request, claim.token, error.status, errorBody(error.code, error.message, error.fields));
    } else {
      // Nothing said about the request: the key is let go, and a retry runs it again.
      await db.delete(keys).where(and(whereKey(request), eq(keys.lockedBy, claim.token)));
    }
    throw error;
  }
}

type Claim = { kind: 'run'; token: string } | { kind: 'replay'; statusCode: number; body: Record<string, unknown> };

/**
 * Takes the key for this request: a new key, an expired one, or one whose holder's lock lapsed. A key
 * used with another body is refused; a finished one is replayed; a running one is busy.
 */
async function claimKey(db: Db, request: IdempotentRequest, requestHash: string): Promise<Claim> {
  const token = randomUUID();
  const lockedUntil = new Date(request.now.getTime() + IDEMPOTENCY_LOCK_MS);
  const fresh = {
    requestHash,
    status: 'in_progress' as const,
    lockedBy: token,
    lockedUntil,
    responseStatus: null,
    responseBody: null,
    createdAt: request.now,
    expiresAt: new Date(request.now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
  };
  const inserted = await db
    .insert(keys)
    .values({ scope: request.scope, key: request.key, ...fresh })
    .onConflictDoNothing()
    .returning({ key: keys.key });
  if (inserted.length) return { kind: 'run', token };
  const renewed = await db
    .update(keys)
    .set(fresh)
    .where(and(whereKey(request), lte(keys.expiresAt, request.now)))
    .returning({ key: keys.key });
  if (renewed.length) return { kind: 'run', token };
  const [row] = await db.select().from(keys).where(whereKey(request));
  if (!row) throw new AppError('idempotency_key_in_use');
  if (row.requestHash !== requestHash) throw new AppError('idempotency_key_reused');
  if (row.status === 'done' && row.responseStatus !== null && row.responseBody !== null) {
    return { kind: 'replay', statusCode: row.responseStatus, body: row.responseBody };
  }
  const takenOver = await db
    .update(keys)
    .set({ lockedBy: token, lockedUntil })
    .where(and(whereKey(request), eq(keys.status, 'in_progress'), lte(keys.lockedUntil, request.now)))
    .returning({ key: keys.key });
  if (takenOver.length) return { kind: 'run', token };
  throw new AppError('idempotency_key_in_use');
}

/** Keeps the answer, unless another request took the key over meanwhile (its answer will be kept instead). */
async function storeAnswer(
  db: Db,
  request: IdempotentRequest,
  token: string,
  statusCode: number,
  body: Record<string, unknown>,
): Promise<void> {
  await db
    .update(keys)
    .set({ status: 'done', responseStatus: statusCode, responseBody: body, lockedBy: null, lockedUntil: null })
    .where(and(whereKey(request), eq(keys.lockedBy, token)));
}

/** Deletes the keys whose 24 hours are over; returns how many. */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const purged = await db.delete(keys).where(lte(keys.expiresAt, now)).returning({ key: keys.key });
  return purged.length;
}

function whereKey(request: Pick<IdempotentRequest, 'scope' | 'key'>) {
  return and(eq(keys.scope, request.scope), eq(keys.key, request.key));
}

/** SHA-256 of the body as JSON with its keys sorted, so key order does not change the fingerprint. */
export function fingerprintOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(sortedKeys(body)))
    .digest('hex');
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, entry]) => [name, sortedKeys(entry)]),
  );
}
