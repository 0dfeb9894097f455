// Column builders shared by every table: identity ids, UTC timestamps and the money/weight columns
// whose units are part of their names (docs/conventions.md, "Money").
import { sql } from 'drizzle-orm';
import { check, customType, date, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Numeric id used in URLs: an int identity column (seeds insert fixed ids with OVERRIDING SYSTEM VALUE). */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A timestamp with time zone, read and written as a Date (stored in UTC). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at, set by the database. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** updated_at, set by the database on insert; writers set it on update. */
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/**
 * effective_from of a dated row (shipping rates, the quote's cost table): the first Paris day the row
 * applies. Rows from before the tables were dated (and the shipped tables the seed and old migrations
 * insert) take 2025-01-01; staff always give the day of a change.
 */
export const effectiveFrom = () => date('effective_from', { mode: 'string' }).notNull().default('2025-01-01');

/** A PostgreSQL tsvector, for full-text search columns generated from other columns. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** CHECK (column IN (...values)): keeps a text column inside a closed list the domain defines. */
export function checkIn(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}
