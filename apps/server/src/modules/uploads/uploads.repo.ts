// Queries of the uploads module: uploads and their received parts (tables uploads, upload_parts).
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';

const { uploads, uploadParts } = schema;

export type UploadRow = typeof uploads.$inferSelect;

/** What recording a part came to: stored, over the size limit, or the upload is no longer open. */
export type RecordPartOutcome = 'recorded' | 'too_large' | 'closed';

export function createUploadsRepo(db: Db) {
  return { ...createUploadQueries(db), ...createUploadStateQueries(db) };
}

/** Uploads and the parts received so far. */
function createUploadQueries(db: Db) {
  return {
    async insertUpload(values: {
      userId: number;
      uploadRef: string;
      fileName: string;
      contentType: string | null;
      sizeBytes: number | null;
      storageKey: string;
    }): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      if (!row) throw new Error('insert into uploads returned no row');
      return row;
    },

    async findUpload(id: number): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },

    async listParts(uploadId: number) {
      return db
        .select({ partNumber: uploadParts.partNumber, etag: uploadParts.etag, sizeBytes: uploadParts.sizeBytes })
        .from(uploadParts)
        .where(eq(uploadParts.uploadId, uploadId))
        .orderBy(asc(uploadParts.partNumber));
    },

    /** Bytes received so far, leaving out one part number (the one about to be replaced). */
    async receivedBytes(uploadId: number, exceptPartNumber = 0): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${uploadParts.sizeBytes}), 0)` })
        .from(uploadParts)
        .where(and(eq(uploadParts.uploadId, uploadId), ne(uploadParts.partNumber, exceptPartNumber)));
      return Number(row?.total ?? 0);
    },

    /**
     * Stores (or replaces) a part's tag and size, unless the upload is closed or the total would pass
     * maxTotalBytes. The upload row is locked meanwhile, so parallel chunks cannot together pass the limit.
     */
    async recordPart(
      part: { uploadId: number; partNumber: number; etag: string; sizeBytes: number },
      maxTotalBytes: number,
    ): Promise<RecordPartOutcome> {
      return db.transaction(async (tx) => {
        const [upload] = await tx
          .select({ status: uploads.status })
          .from(uploads)
          .where(eq(uploads.id, part.uploadId))
          .for('update');
        if (upload?.status !== 'in_progress') return 'closed';
        const [row] = await tx
          .select({ total: sql<string>`coalesce(sum(${uploadParts.sizeBytes}), 0)` })
          .from(uploadParts)
          .where(and(eq(uploadParts.uploadId, part.uploadId), ne(uploadParts.partNumber, part.partNumber)));
        if (Number(row?.total ?? 0) + part.sizeBytes > maxTotalBytes) return 'too_large';
        await tx
          .insert(uploadParts)
          .values(part)
          .onConflictDoUpdate({
            target: [uploadParts.uploadId, uploadParts.partNumber],
            set: { etag: part.etag, sizeBytes: part.sizeBytes, createdAt: sql`now()` },
          });
        return 'recorded';
      });
    },
  };
}

/** The end of an upload: completed, aborted, or idle too long. */
function createUploadStateQueries(db: Db) {
  return {
    /** in_progress -> completed; false when it was not in progress any more. */
    async markCompleted(id: number, sizeBytes: number, completedAt: Date): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ status: 'completed', sizeBytes, completedAt })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'in_progress')))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /** in_progress -> aborted, dropping the parts' rows; false when it was not in progress. */
    async markAborted(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(uploads)
          .set({ status: 'aborted' })
          .where(and(eq(uploads.id, id), eq(uploads.status, 'in_progress')))
          .returning({ id: uploads.id });
        if (rows.length > 0) await tx.delete(uploadParts).where(eq(uploadParts.uploadId, id));
        return rows.length > 0;
      });
    },

    /** Uploads still in progress whose last part (or start, without parts) is older than `before`. */
    async listIdleUploads(before: Date, limit: number) {
      const lastActivity = sql`coalesce((select max(${uploadParts.createdAt}) from ${uploadParts} where ${uploadParts.uploadId} = ${uploads.id}), ${uploads.createdAt})`;
      return db
        .select({ id: uploads.id, uploadRef: uploads.uploadRef, storageKey: uploads.storageKey })
        .from(uploads)
        .where(and(eq(uploads.status, 'in_progress'), sql`${lastActivity} < ${before.toISOString()}::timestamptz`))
        .orderBy(asc(uploads.id))
        .limit(limit);
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
