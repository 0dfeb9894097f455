// What visitors do: tracked events (page views, add to cart, add to wishlist) and listening statistics.
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { tracks } from './project-media.ts';
import { projects } from './projects.ts';

export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cookieId: text('cookie_id'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    url: text('url'),
    origin: text('origin'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('events_type_idx').on(t.type, t.createdAt), index('events_project_idx').on(t.projectId)],
);

/** A play of 5 seconds or more (POST songs/stats). */
export const songStats = pgTable(
  'song_stats',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('song_stats_track_idx').on(t.trackId, t.createdAt)],
);
