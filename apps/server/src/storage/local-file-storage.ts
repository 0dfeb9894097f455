// Files in a local folder (DATA_DIR/storage, served at /storage). Writes land in a work folder outside
// the served root first and are renamed into place, so a half-written file is never served.
// Multipart uploads keep their parts in WORK/multipart/<uploadId>/ until completed.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../http/errors.ts';
import type { CompletedMultipart, CompletedPart, FileStorage, StorageBody } from './file-storage.ts';
import { bareEtag, checkStorageKey, isValidPartNumber, md5Etag, multipartEtag, orderedParts } from './storage-key.ts';

export interface LocalFileStorageOptions {
  /** The served folder (DATA_DIR/storage). */
  rootDir: string;
  /** Scratch folder for writes in progress and multipart parts; must not be under rootDir. */
  workDir: string;
  /** URL prefix the root is served at. */
  publicBaseUrl?: string;
}

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const META_FILE = 'upload.json';

function isMissing(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

const noSuchUpload = () => new AppError('not_found', { message: 'No such upload' });
const invalidPart = (partNumber: number, why: string) =>
  new AppError('upload_part_invalid', { message: `Part ${partNumber} ${why}` });

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  readonly minPartBytes = 0;
  readonly rootDir: string;
  readonly workDir: string;
  readonly #publicBaseUrl: string;

  constructor(options: LocalFileStorageOptions) {
    this.rootDir = path.resolve(options.rootDir);
    this.workDir = path.resolve(options.workDir);
    this.#publicBaseUrl = (options.publicBaseUrl ?? '/storage').replace(/\/+$/, '');
    const relative = path.relative(this.rootDir, this.workDir);
    if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
      throw new Error('LocalFileStorage: workDir must be outside rootDir (it would be served)');
    }
  }

  /** Absolute path of a key, after checking it cannot leave the root. */
  pathOf(key: string): string {
    const filePath = path.join(this.rootDir, ...checkStorageKey(key).split('/'));
    const relative = path.relative(this.rootDir, filePath);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new AppError('storage_key_invalid');
    return filePath;
  }

  async put(key: string, body: StorageBody, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    const temp = await this.#tempPath();
    try {
      if (Buffer.isBuffer(body) || body instanceof Uint8Array) await writeFile(temp, body);
      else await pipeline(body, createWriteStream(temp));
      await this.#moveInto(temp, target);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) throw new AppError('not_found');
      throw error;
    }
  }

  async stream(key: string): Promise<Readable> {
    const filePath = this.pathOf(key);
    if (!(await this.exists(key))) throw new AppError('not_found');
    return createReadStream(filePath);
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${this.#publicBaseUrl}/${checkStorageKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }

  async createMultipart(key: string, contentType?: string): Promise<string> {
    checkStorageKey(key);
    const uploadId = randomBytes(16).toString('hex');
    const dir = this.#uploadDir(uploadId);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, META_FILE), JSON.stringify({ key, contentType: contentType ?? null }));
    return uploadId;
  }

  async uploadPart(key: string, uploadId: string, partNumber: number, data: Buffer): Promise<string> {
    if (!isValidPartNumber(partNumber)) throw invalidPart(partNumber, 'is not a number from 1 to 10000');
    const dir = await this.#openUpload(key, uploadId);
    // Written aside then renamed: a re-sent part replaces the old one whole, never half.
    const temp = path.join(dir, `${partNumber}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temp, data);
      await rename(temp, path.join(dir, `${partNumber}.part`));
    } finally {
      await rm(temp, { force: true });
    }
    return md5Etag(data);
  }

  async completeMultipart(key: string, uploadId: string, parts: readonly CompletedPart[]): Promise<CompletedMultipart> {
    const sorted = orderedParts(parts);
    const dir = await this.#openUpload(key, uploadId);
    const target = this.pathOf(key);
    const temp = await this.#tempPath();
    const out = await open(temp, 'w');
    let sizeBytes = 0;
    try {
      // One pass: each part is hashed while it is appended, and the file only moves into place
      // when every part matched the tag the client listed.
      for (const part of sorted) {
        const hash = createHash('md5');
        try {
          for await (const chunk of createReadStream(path.join(dir, `${part.PartNumber}.part`), {
            highWaterMark: 1 << 20,
          })) {
            const bytes = chunk as Buffer;
            hash.update(bytes);
            await out.write(bytes);
            sizeBytes += bytes.length;
          }
        } catch (error) {
          if (isMissing(error)) throw invalidPart(part.PartNumber, 'was not uploaded');
          throw error;
        }
        if (hash.digest('hex') !== bareEtag(part.ETag)) throw invalidPart(part.PartNumber, 'does not match its ETag');
      }
      await out.close();
      await this.#moveInto(temp, target);
    } finally {
      await out.close().catch(() => undefined);
      await rm(temp, { force: true });
    }
    await rm(dir, { recursive: true, force: true });
    return { key, ETag: multipartEtag(sorted.map((part) => part.ETag)), sizeBytes };
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await rm(await this.#openUpload(key, uploadId), { recursive: true, force: true });
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return;
      throw error;
    }
  }

  #uploadDir(uploadId: string): string {
    return path.join(this.workDir, 'multipart', uploadId);
  }

  /** The folder of an unfinished upload of `key`; not_found for an unknown id or another key's upload. */
  async #openUpload(key: string, uploadId: string): Promise<string> {
    checkStorageKey(key);
    if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload();
    const dir = this.#uploadDir(uploadId);
    let meta: unknown;
    try {
      meta = JSON.parse(await readFile(path.join(dir, META_FILE), 'utf8'));
    } catch (error) {
      if (isMissing(error)) throw noSuchUpload();
      throw error;
    }
    if (typeof meta !== 'object' || meta === null || !('key' in meta) || meta.key !== key) throw noSuchUpload();
    return dir;
  }

  async #tempPath(): Promise<string> {
    const dir = path.join(this.workDir, 'incoming');
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}.tmp`);
  }

  /** Renames a finished temp file into place (copies when the work folder is on another disk). */
  async #moveInto(temp: string, target: string): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(temp, target);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
      const staged = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await copyFile(temp, staged);
      await rename(staged, target);
    }
  }
}
