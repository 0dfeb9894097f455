// Files in S3-compatible object storage (AWS S3, MinIO, R2, Scaleway...), on @aws-sdk/client-s3.
// A custom endpoint uses path-style addressing (endpoint/bucket/key), which every S3 clone accepts.
import type * as S3 from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { AppError } from '../http/errors.ts';
import type { CompletedMultipart, CompletedPart, FileStorage, StorageBody } from './file-storage.ts';
import { checkStorageKey, isValidPartNumber, md5Etag, orderedParts } from './storage-key.ts';
import { storagePublicBase } from './public-url.ts';

const require = createRequire(import.meta.url);

/**
 * The SDK (~0.25 s to load), loaded by the first S3FileStorage: a server that keeps its files in its
 * folder never loads it (issue 19, later starts). Required, as the storage is made synchronously.
 */
function s3Sdk(): typeof S3 {
  return require('@aws-sdk/client-s3') as typeof S3;
}

export interface S3FileStorageOptions {
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible service; unset for AWS itself. */
  endpoint?: string;
  region?: string;
  /** Without keys the SDK's default chain is used (environment, instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /**
   * S3_PUBLIC_URL: base URL browsers reach the bucket at (a CDN, or the bucket's public URL); without
   * it, /storage (the instances stream the public prefixes from the bucket, static-files.ts).
   */
  publicUrl?: string;
  /** Part size when put() is given a stream larger than one part (default 8 MiB). */
  streamPartBytes?: number;
}

/** S3 refuses parts under 5 MiB, except the last one. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
const DEFAULT_STREAM_PART_BYTES = 8 * 1024 * 1024;

function s3ErrorName(error: unknown): string | undefined {
  return error instanceof s3Sdk().S3ServiceException ? error.name : undefined;
}

function isNotFound(error: unknown): boolean {
  const name = s3ErrorName(error);
  return (
    name === 'NoSuchKey' ||
    name === 'NotFound' ||
    (error instanceof s3Sdk().S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/** The storage errors a client can cause, as the API's codes; anything else is rethrown as is. */
function translateMultipartError(error: unknown): unknown {
  switch (s3ErrorName(error)) {
    case 'NoSuchUpload':
      return new AppError('not_found', { message: 'No such upload' });
    case 'InvalidPart':
    case 'InvalidPartOrder':
      return new AppError('upload_part_invalid', { message: 'A part is missing or does not match its ETag' });
    case 'EntityTooSmall':
      return new AppError('upload_part_too_small', { message: 'Every part but the last must be at least 5 MiB' });
    default:
      return error;
  }
}

/** Reads a stream into parts of `partBytes` (the last one may be shorter). */
async function* partsOf(stream: Readable, partBytes: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    pending.push(bytes);
    pendingBytes += bytes.length;
    while (pendingBytes >= partBytes) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, partBytes);
      pending = [all.subarray(partBytes)];
      pendingBytes = all.length - partBytes;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  readonly minPartBytes = S3_MIN_PART_BYTES;
  readonly client: S3.S3Client;
  readonly #sdk = s3Sdk();
  readonly bucket: string;
  readonly #publicBase: string;
  readonly #streamPartBytes: number;

  constructor(options: S3FileStorageOptions) {
    const region = options.region ?? 'us-east-1';
    this.bucket = options.bucket;
    this.#streamPartBytes = Math.max(options.streamPartBytes ?? DEFAULT_STREAM_PART_BYTES, S3_MIN_PART_BYTES);
    this.client = new this.#sdk.S3Client({
      region,
      endpoint: options.endpoint,
      forcePathStyle: Boolean(options.endpoint),
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every S3 clone.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    // Without a public URL the bucket stays private: the instances serve /storage/<key> from it.
    this.#publicBase = storagePublicBase({ S3_BUCKET: options.bucket, S3_PUBLIC_URL: options.publicUrl });
  }

  async put(key: string, body: StorageBody, contentType?: string): Promise<void> {
    checkStorageKey(key);
    if (Buffer.isBuffer(body) || body instanceof Uint8Array) {
      await this.client.send(
        new this.#sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
      );
      return;
    }
    // A stream's length is unknown: one PutObject when it fits in a part, a multipart upload otherwise.
    const parts = partsOf(body, this.#streamPartBytes);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      const only = first.done ? Buffer.alloc(0) : first.value;
      await this.client.send(
        new this.#sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: only, ContentType: contentType }),
      );
      return;
    }
    const uploadId = await this.createMultipart(key, contentType);
    try {
      const uploaded: CompletedPart[] = [];
      let partNumber = 1;
      for (const data of [first.value as Buffer, second.value]) {
        uploaded.push({ PartNumber: partNumber, ETag: await this.uploadPart(key, uploadId, partNumber++, data) });
      }
      for await (const data of parts) {
        uploaded.push({ PartNumber: partNumber, ETag: await this.uploadPart(key, uploadId, partNumber++, data) });
      }
      await this.completeMultipart(key, uploadId, uploaded);
    } catch (error) {
      await this.abortMultipart(key, uploadId).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    const body = await this.#body(key);
    return Buffer.from(await body.transformToByteArray());
  }

  async stream(key: string): Promise<Readable> {
    const body = await this.#body(key);
    return body instanceof Readable ? body : Readable.from(Buffer.from(await body.transformToByteArray()));
  }

  async exists(key: string): Promise<boolean> {
    checkStorageKey(key);
    try {
      await this.client.send(new this.#sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkStorageKey(key);
    await this.client.send(new this.#sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return `${this.#publicBase}/${checkStorageKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }

  async createMultipart(key: string, contentType?: string): Promise<string> {
    checkStorageKey(key);
    const result = await this.client.send(
      new this.#sdk.CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!result.UploadId) throw new Error('S3 CreateMultipartUpload returned no UploadId');
    return result.UploadId;
  }

  async uploadPart(key: string, uploadId: string, partNumber: number, data: Buffer): Promise<string> {
    checkStorageKey(key);
    if (!isValidPartNumber(partNumber)) {
      throw new AppError('upload_part_invalid', { message: `Part ${partNumber} is not a number from 1 to 10000` });
    }
    try {
      const result = await this.client.send(
        new this.#sdk.UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: data,
        }),
      );
      // S3 answers the md5 of the part; a clone that leaves it out gets the same value computed here.
      return result.ETag ?? md5Etag(data);
    } catch (error) {
      throw translateMultipartError(error);
    }
  }

  async completeMultipart(key: string, uploadId: string, parts: readonly CompletedPart[]): Promise<CompletedMultipart> {
    checkStorageKey(key);
    const sorted = orderedParts(parts);
    try {
      const result = await this.client.send(
        new this.#sdk.CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: sorted.map((part) => ({ ETag: part.ETag, PartNumber: part.PartNumber })) },
        }),
      );
      const head = await this.client.send(new this.#sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, ETag: result.ETag ?? head.ETag ?? '', sizeBytes: head.ContentLength ?? 0 };
    } catch (error) {
      throw translateMultipartError(error);
    }
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    checkStorageKey(key);
    try {
      await this.client.send(
        new this.#sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      if (s3ErrorName(error) === 'NoSuchUpload' || isNotFound(error)) return;
      throw error;
    }
  }

  async #body(key: string) {
    checkStorageKey(key);
    try {
      const result = await this.client.send(new this.#sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) throw new AppError('not_found');
      return result.Body;
    } catch (error) {
      if (isNotFound(error)) throw new AppError('not_found');
      throw error;
    }
  }
}
