// The sellers behind projects: artists and labels.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt, identityId, updatedAt } from '../columns.ts';
import { countries } from '../currency/countries.ts';

export const artists = pgTable(
  'artists',
  {
    id: identityId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The account that manages the artist page, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    countryId: text('country_id').references(() => countries.code),
    bioEn: text('bio_en'),
    bioFr: text('bio_fr'),
    /** Path under storage of the artist picture. */
    picture: text('picture'),
    /** Their own sites and profiles (https URLs, staff edit them at /admin/artists). */
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artists_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('artists_user_idx').on(t.userId),
  ],
);

export const labels = pgTable(
  'labels',
  {
    id: identityId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    countryId: text('country_id').references(() => countries.code),
    descriptionEn: text('description_en'),
    descriptionFr: text('description_fr'),
    picture: text('picture'),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('labels_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')), index('labels_user_idx').on(t.userId)],
);
