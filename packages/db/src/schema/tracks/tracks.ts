// The tracks of a project, with their MP3 previews.
import { TRACK_ENCODING_STATUSES, type TrackEncodingStatus } from '@spindle/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { checkIn, createdAt, identityId, updatedAt } from '../columns.ts';
import { projects } from '../projects/projects.ts';

/** A song of a project (spec: Song or track). Previews are served as /storage/previews/{uuid}.mp3. */
export const tracks = pgTable(
  'tracks',
  {
    id: identityId(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Set when it differs from the project's artist (compilations, featurings). */
    artistName: text('artist_name'),
    position: integer('position').notNull(),
    disc: integer('disc').notNull().default(1),
    side: text('side'),
    durationSeconds: integer('duration_seconds'),
    /** Path under storage of the MP3 preview, once encoded. */
    previewPath: text('preview_path'),
    /** Path under storage of the uploaded master. */
    sourcePath: text('source_path'),
    encodingStatus: text('encoding_status').$type<TrackEncodingStatus>().notNull().default('none'),
    /** 0 to 100. */
    encodingProgress: integer('encoding_progress').notNull().default(0),
    encodingError: text('encoding_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tracks_project_idx').on(t.projectId, t.position),
    checkIn('tracks_encoding_status_valid', t.encodingStatus, TRACK_ENCODING_STATUSES),
    check('tracks_encoding_progress_range', sql`${t.encodingProgress} between 0 and 100`),
  ],
);
