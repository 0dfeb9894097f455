// The checkout module's own table: the Idempotency-Key of POST cart/pay (docs/payments.md
// "Idempotency-Key"). A key is scoped to who sent it (an account, or visitors), kept 24 hours, and
// holds the first request's fingerprint and, once it finished, the answer that is replayed.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { checkIn, createdAt, timestampTz } from '../columns.ts';

export const CHECKOUT_IDEMPOTENCY_KEY_STATUSES = ['in_progress', 'done'] as const;

export const checkoutIdempotencyKeys = pgTable(
  'checkout_idempotency_keys',
  {
    /** Who sent the key: `user:<id>`, or `visitor` for requests without an account. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<(typeof CHECKOUT_IDEMPOTENCY_KEY_STATUSES)[number]>().notNull().default('in_progress'),
    /** The request holding the key while it runs; a lapsed lock (a crash) lets a retry take it over. */
    lockedBy: text('locked_by'),
    lockedUntil: timestampTz('locked_until'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    checkIn('checkout_idempotency_keys_status_valid', t.status, CHECKOUT_IDEMPOTENCY_KEY_STATUSES),
    check(
      'checkout_idempotency_keys_done_has_response',
      sql`${t.status} <> 'done' or (${t.responseStatus} is not null and ${t.responseBody} is not null)`,
    ),
    index('checkout_idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
