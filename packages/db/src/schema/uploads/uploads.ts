// Multi-part uploads (spec section 4): a file sent in 5 MB chunks, each part's tag kept until completion.
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { checkIn, createdAt, identityId, timestampTz } from '../columns.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploadId handed to the client (and the storage's multipart id when on S3). */
    uploadRef: text('upload_ref').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Key under the storage root once complete. */
    storageKey: text('storage_key').notNull(),
    purpose: text('purpose').notNull().default('track'),
    status: text('status').$type<'in_progress' | 'completed' | 'aborted'>().notNull().default('in_progress'),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    checkIn('uploads_status_valid', t.status, ['in_progress', 'completed', 'aborted']),
  ],
);

export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);
