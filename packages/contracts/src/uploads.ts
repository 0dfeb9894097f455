// Requests and responses of the chunked upload (spec section 7, "Upload"; section 4, "Multi-part
// upload"; docs/storage-and-uploads.md). Used by apps/server/src/modules/uploads and the web client.
import { UPLOAD_CHUNK_BYTES } from '@spindle/domain';
import { z } from 'zod';

/** Chunk size clients cut files into (5 MiB; S3's smallest part but the last). */
export const UPLOAD_CHUNK_SIZE_BYTES = UPLOAD_CHUNK_BYTES;

/** Largest chunk the API accepts: the client's 5 MiB plus a 1 MiB margin. */
export const UPLOAD_CHUNK_MAX_BYTES = UPLOAD_CHUNK_BYTES + 1024 * 1024;

/** Part numbers as S3 has them: 1 to 10,000. */
const partNumberSchema = z.coerce.number().int().min(1).max(10_000);

/** POST /api/upload/start */
export const uploadStartBodySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** Size the client announces, in bytes; checked against the limit at once (file_max_size). */
  fileSize: z.number().int().min(0).optional(),
  contentType: z
    .string()
    .trim()
    .max(255)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'input_invalid')
    .optional(),
});
export type UploadStartBody = z.infer<typeof uploadStartBodySchema>;

export const uploadStartResponseSchema = z.object({
  /** The upload's number: the {id} of GET /api/upload/{id}. */
  id: z.number().int(),
  /** The multipart upload id (the storage's own on S3); sent back with every chunk. */
  uploadId: z.string(),
  /** The file's random id (a folder of its storage key); sent back with every chunk. */
  fileId: z.string(),
  success: z.literal(true),
});

/**
 * POST /api/upload/chunk: the fields of a chunk, as JSON or as multipart/form-data fields. `data` is
 * the chunk: base64 in JSON (a data: URL is accepted too), a file part (or a base64 field) in multipart.
 */
export const uploadChunkFieldsSchema = z.object({
  id: z.coerce.number().int().positive(),
  uploadId: z.string().min(1).max(1024),
  fileId: z.string().min(1).max(64),
  /** The PartNumber, from 1. */
  number: partNumberSchema,
  /** The chunk's index on the client (from 0); echoed back. */
  i: z.coerce.number().int().min(0).optional(),
});
export type UploadChunkFields = z.infer<typeof uploadChunkFieldsSchema>;

/** The JSON form of a chunk (documentation and validation of the JSON body). */
export const uploadChunkJsonBodySchema = uploadChunkFieldsSchema.extend({ data: z.string() });

export const uploadChunkResponseSchema = z.object({
  id: z.number().int(),
  uploadId: z.string(),
  fileId: z.string(),
  /** The part's tag (quoted md5 hex, as S3 gives it); listed again in Parts at finish. */
  ETag: z.string(),
  PartNumber: z.number().int(),
  i: z.number().int().optional(),
  success: z.literal(true),
});

/** One received part, as finish wants it back. */
export const uploadPartSchema = z.object({
  ETag: z.string().min(1).max(128),
  PartNumber: partNumberSchema,
});

/** POST /api/upload/finish */
export const uploadFinishBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  uploadId: z.string().min(1).max(1024),
  fileId: z.string().min(1).max(64),
  Parts: z.array(uploadPartSchema).min(1).max(10_000),
  /** Total size in bytes; must equal the sum of the listed parts. */
  fileSize: z.coerce.number().int().min(0),
});
export type UploadFinishBody = z.infer<typeof uploadFinishBodySchema>;

export const uploadFinishResponseSchema = z.object({
  id: z.number().int(),
  uploadId: z.string(),
  fileId: z.string(),
  /** The stored file's key (what other calls, such as adding a track, take). */
  file: z.string(),
  /** Where a browser can fetch it. */
  url: z.string(),
  fileSize: z.number().int(),
  success: z.literal(true),
});

export const uploadIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/upload/{id}: what was received, so a dropped upload resumes at nextPartNumber. */
export const uploadStatusResponseSchema = z.object({
  id: z.number().int(),
  uploadId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int().nullable(),
  contentType: z.string().nullable(),
  status: z.enum(['in_progress', 'completed', 'aborted']),
  parts: z.array(z.object({ ETag: z.string(), PartNumber: z.number().int(), sizeBytes: z.number().int() })),
  receivedBytes: z.number().int(),
  /** The first part number not yet received. */
  nextPartNumber: z.number().int(),
  /** The largest file this upload may grow to, in bytes. */
  maxFileBytes: z.number().int(),
  file: z.string().nullable(),
  url: z.string().nullable(),
  success: z.literal(true),
});

export const uploadAbortResponseSchema = z.object({ success: z.literal(true) });
