// Listening statistics: plays of 5 seconds or more.
import { bigint, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt } from '../columns.ts';
import { tracks } from '../tracks/tracks.ts';

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
