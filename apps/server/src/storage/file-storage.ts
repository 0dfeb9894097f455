// Where stored files live (covers, previews, uploaded masters): one interface, a local folder by default
// and S3-compatible object storage when configured (ARCHITECTURE.md, "Embedded by default").
import type { Readable } from 'node:stream';

/** What can be stored: bytes in memory, or a stream (read once, to the end). */
export type StorageBody = Buffer | Uint8Array | Readable;

/** One part of a multipart upload as S3 names it: the tag uploadPart returned and its 1-based number. */
export interface CompletedPart {
  ETag: string;
  PartNumber: number;
}

/** The stored object of a completed multipart upload. */
export interface CompletedMultipart {
  key: string;
  /** S3's multipart tag: md5 of the parts' md5s, "-" and the part count, in quotes. */
  ETag: string;
  sizeBytes: number;
}

/** S3 part numbers run from 1 to 10,000. */
export const MAX_PART_NUMBER = 10_000;

export interface FileStorage {
  /** 'local' or 's3', for logs and the health page. */
  readonly kind: 'local' | 's3';
  /** Smallest size of every part but the last that completeMultipart accepts (S3: 5 MiB; local: none). */
  readonly minPartBytes: number;

  /** Writes (or replaces) an object. The content type is kept where the backend stores one (S3). */
  put(key: string, body: StorageBody, contentType?: string): Promise<void>;
  /** The whole object; throws AppError('not_found') when there is none. */
  get(key: string): Promise<Buffer>;
  /** The object as a stream; throws AppError('not_found') when there is none. */
  stream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser fetches the object at (/storage/... locally, S3_PUBLIC_URL/... on S3). */
  publicUrl(key: string): string;

  /** Starts a multipart upload of `key` and returns its upload id. */
  createMultipart(key: string, contentType?: string): Promise<string>;
  /** Stores part `partNumber` (1..10,000), replacing an earlier one; returns its ETag (quoted md5 hex). */
  uploadPart(key: string, uploadId: string, partNumber: number, data: Buffer): Promise<string>;
  /**
   * Joins the listed parts in PartNumber order into the object `key`. Throws
   * AppError('upload_part_invalid') when a part is missing or its ETag differs from the stored part's.
   */
  completeMultipart(key: string, uploadId: string, parts: readonly CompletedPart[]): Promise<CompletedMultipart>;
  /** Drops an unfinished upload and its parts; an unknown or finished upload is not an error. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
}
