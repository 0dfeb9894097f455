// Editorial content of the public site: the announcement banner and the home page banners.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestampTz, updatedAt } from './columns.ts';

/** The announcement shown on the home page (spec: GET alerts); the live one is active and in its dates. */
export const announcements = pgTable(
  'announcements',
  {
    id: identityId(),
    textEn: text('text_en').notNull(),
    textFr: text('text_fr').notNull(),
    linkEn: text('link_en'),
    linkFr: text('link_fr'),
    active: boolean('active').notNull().default(false),
    startsAt: timestampTz('starts_at'),
    endsAt: timestampTz('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_active_idx').on(t.active, t.startsAt)],
);

/** A home page hero slide. */
export const banners = pgTable(
  'banners',
  {
    id: identityId(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    subtitleEn: text('subtitle_en'),
    subtitleFr: text('subtitle_fr'),
    /** Path under storage of the picture. */
    imagePath: text('image_path').notNull(),
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
