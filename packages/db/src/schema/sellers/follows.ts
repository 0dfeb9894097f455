// Follows: a user following a project, an artist or a label.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt, identityId } from '../columns.ts';
import { projects } from '../projects/projects.ts';
import { artists, labels } from './sellers.ts';

/** A user following exactly one project, artist or label (followers are reminded 3 days before the end). */
export const follows = pgTable(
  'follows',
  {
    id: identityId(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    labelId: integer('label_id').references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('follows_one_target', sql`num_nonnulls(${t.projectId}, ${t.artistId}, ${t.labelId}) = 1`),
    uniqueIndex('follows_project_unique').on(t.followerId, t.projectId),
    uniqueIndex('follows_artist_unique').on(t.followerId, t.artistId),
    uniqueIndex('follows_label_unique').on(t.followerId, t.labelId),
    index('follows_project_idx').on(t.projectId),
    index('follows_artist_idx').on(t.artistId),
    index('follows_label_idx').on(t.labelId),
  ],
);
