// The image variants of a project's picture folder.
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { imageVariantSchema } from '@spindle/contracts';
import { checkIn, createdAt, identityId } from '../columns.ts';
import { projects } from './projects.ts';

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
