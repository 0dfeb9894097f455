// Where uploaded files (masters, print artwork) live: never under the public /storage folder. Only their
// owner reads them, through GET /api/upload/{id}/file (and the server itself, to encode a preview).
import path from 'node:path';
import { uploadsRoutes, urlOf } from '@spindle/contracts/http';
import type { StorageConfig } from '../../storage/create-file-storage.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { LocalFileStorage } from '../../storage/local-file-storage.ts';
import { S3FileStorage } from '../../storage/s3-file-storage.ts';

/**
 * Local: DATA_DIR/private (not served; scratch in DATA_DIR/tmp/private). S3: the same bucket, whose
 * objects are private unless a bucket policy says otherwise; keep any public-read policy or CDN limited
 * to the projects/ and previews/ prefixes (docs/projects.md).
 */
export function createPrivateFileStorage(config: StorageConfig): FileStorage {
  if (config.S3_BUCKET) {
    return new S3FileStorage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalFileStorage({
    rootDir: path.join(config.dataDir, 'private'),
    workDir: path.join(config.dataDir, 'tmp', 'private'),
    publicBaseUrl: '/api/upload/file',
  });
}

/** The owner-only URL of an uploaded file. */
export function privateUploadUrl(uploadId: number): string {
  return `/api${urlOf(uploadsRoutes.file.path, { id: uploadId })}`;
}
