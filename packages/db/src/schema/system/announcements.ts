// The site-wide announcement shown above every page.
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';

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
