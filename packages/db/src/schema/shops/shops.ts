// Shops: a seller's storefront with its own chrome (decision 0006).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt, identityId, updatedAt } from '../columns.ts';
import { artists, labels } from '../sellers/sellers.ts';

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
    /** Whether a white-label shop's footer shows the 'Powered by Spindle' link (decision 0006; staff set it). */
    poweredByLink: boolean('powered_by_link').notNull().default(true),
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
