// Picks the storage backend from the configuration: S3 when S3_BUCKET is set, else DATA_DIR/storage.
import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/** The configuration createFileStorage reads (docs/configuration.md, "Data" and the S3_* variables). */
export type StorageConfig = Pick<
  Config,
  | 'dataDir'
  | 'storageDir'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

/** S3FileStorage when S3_BUCKET is set; otherwise LocalFileStorage on DATA_DIR/storage (scratch in DATA_DIR/tmp/storage). */
export function createFileStorage(config: StorageConfig): FileStorage {
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
  return new LocalFileStorage({ rootDir: config.storageDir, workDir: path.join(config.dataDir, 'tmp', 'storage') });
}
