// Artists and labels merged into another by staff (docs/admin.md "Artists, labels and shops"): the
// duplicate's row is gone, this one remembers where its old page now lives (a 301 to the kept one).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { checkIn, timestampTz } from '../columns.ts';

/** A merged artist or label: its old id and name, and the one it was merged into (chains are kept flat). */
export const sellerMerges = pgTable(
  'seller_merges',
  {
    kind: text('kind').$type<'artist' | 'label'>().notNull(),
    mergedId: integer('merged_id').notNull(),
    mergedName: text('merged_name').notNull(),
    keptId: integer('kept_id').notNull(),
    mergedAt: timestampTz('merged_at').notNull().defaultNow(),
    mergedByUserId: integer('merged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.mergedId] }),
    checkIn('seller_merges_kind_valid', t.kind, ['artist', 'label']),
    check('seller_merges_not_itself', sql`${t.mergedId} <> ${t.keptId}`),
  ],
);
