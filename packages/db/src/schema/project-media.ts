// Files of a project: tracks with their MP3 previews, and the image variants of its picture folder.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { imageVariantSchema } from '@spindle/contracts';
import { checkIn, createdAt, identityId, updatedAt } from './columns.ts';
import { projects } from './projects.ts';

/** Where a track's audio stands: uploaded, queued for encoding, encoding, ready, failed. */
export const TRACK_ENCODING_STATUSES = ['none', 'pending', 'encoding', 'done', 'failed'] as const;
export type TrackEncodingStatus = (typeof TRACK_ENCODING_STATUSES)[number];

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

/** An image variant (spec section 3: cover, cover2-5, back, label, label_bside, disc, only_vinyl, preview, original). */
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** One stored image variant of a project: storage/projects/{picture}/{file}. */
export const projectImages = pgTable(
  'project_images',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    variant: text('variant').$type<ImageVariant>().notNull(),
    /** Path under the storage root ('projects/ab12cd/cover.jpg'). */
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('project_images_project_variant').on(t.projectId, t.variant),
    checkIn('project_images_variant_valid', t.variant, imageVariantSchema.options),
  ],
);
