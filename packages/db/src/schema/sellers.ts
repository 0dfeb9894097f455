// Who sells: artists, labels and their shops (spec section 3, Shop; routes /artist, /label, /shop/{code}).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, identityId, updatedAt } from './columns.ts';
import { countries } from './reference.ts';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('labels_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')), index('labels_user_idx').on(t.userId)],
);

/** A storefront at /shop/{code}; white-label shops hide the main navigation and branding (spec section 1). */
export const shops = pgTable(
  'shops',
  {
    id: identityId(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** Paths under storage, null when the shop shows its name instead. */
    logo: text('logo'),
    banner: text('banner'),
    whiteLabel: boolean('white_label').notNull().default(false),
    descriptionEn: text('description_en'),
    descriptionFr: text('description_fr'),
    /** Theme colours of the shop page (#rrggbb). */
    backgroundColour: text('background_colour'),
    textColour: text('text_colour'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    artistId: integer('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    labelId: integer('label_id').references(() => labels.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shops_code_format', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]*$'`),
    index('shops_user_idx').on(t.userId),
    index('shops_artist_idx').on(t.artistId),
    index('shops_label_idx').on(t.labelId),
  ],
);
