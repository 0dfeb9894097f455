// Home-page banners the catalogue shows, edited by admins.
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';

/** A home page hero slide. */
export const banners = pgTable(
  'banners',
  {
    id: identityId(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    subtitleEn: text('subtitle_en'),
    subtitleFr: text('subtitle_fr'),
    /** Path under storage of the picture: the English one, shown where a locale has none of its own. */
    imagePath: text('image_path').notNull(),
    /** A picture per other locale ('fr', 'es', 'kr', 'zh'): path under storage (docs/admin.md "Curation"). */
    imagePaths: jsonb('image_paths').$type<Partial<Record<string, string>>>().notNull().default({}),
    link: text('link').notNull(),
    buttonLabelEn: text('button_label_en'),
    buttonLabelFr: text('button_label_fr'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestampTz('starts_at'),
    endsAt: timestampTz('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_active_idx').on(t.active, t.position)],
);
