// Chunked uploads (spec section 4, "Multi-part upload"; section 7, "Upload"): start, send parts of up
// to 5 MB in turn (re-sending one replaces it), list what arrived to resume, finish with the parts'
// tags. Parts go straight to the storage's multipart upload; the database keeps each part's tag and
// size so a dropped upload can resume and the limits hold. Only the owner sees an upload.
import { randomUUID } from 'node:crypto';
import { sniffFileKind } from '@spindle/media/file-kind';
import { AppError } from '../../http/errors.ts';
import type { CompletedPart, FileStorage } from '../../storage/file-storage.ts';
import { bareEtag, orderedParts, safeFileName } from '../../storage/storage-key.ts';
import type { UploadRow, UploadsRepo } from './uploads.repo.ts';
import type { UploadChunkFields, UploadFinishBody, UploadStartBody } from './uploads.schemas.ts';

/** Default size limit of one upload: 1 GiB (a long master in WAV or FLAC). */
export const DEFAULT_MAX_UPLOAD_BYTES = 1024 ** 3;
/** An upload with no new part for this long is abandoned: its parts are dropped (job runner). */
export const ABANDONED_UPLOAD_AFTER_MS = 24 * 60 * 60 * 1000;
/** Folder of uploaded files under the storage root. */
export const UPLOADS_KEY_PREFIX = 'uploads';

const BYTES_PER_MB = 1024 * 1024;

export interface UploadsServiceOptions {
  repo: UploadsRepo;
  storage: FileStorage;
  /** Largest file an upload may grow to (file_max_size past it). */
  maxFileBytes?: number;
  clock?: () => Date;
  /** The URL a finished upload is read at (default: the storage's public URL; private uploads: privateUploadUrl). */
  fileUrl?: (upload: Pick<UploadRow, 'id' | 'storageKey'>) => string;
}

/** The file id is the random folder of the key: uploads/<fileId>/<safe file name>. */
function fileIdOf(storageKey: string): string {
  return storageKey.split('/')[1] ?? '';
}

function fileTooLarge(maxFileBytes: number): AppError {
  const maxMb = Math.floor(maxFileBytes / BYTES_PER_MB);
  return new AppError('file_max_size', {
    fields: { fileSize: 'file_max_size' },
    message: `The file is larger than the limit (max size : ${maxMb} mo)`,
  });
}

/**
 * A file is audio or a picture by its first bytes, not by its name or declared type: part 1 is
 * checked when it arrives (docs/storage-and-uploads.md, "Checked by content").
 */
function refuseUnlessMedia(firstPart: Buffer): void {
  if (sniffFileKind(firstPart) === null) {
    throw new AppError('file_type_invalid', {
      fields: { data: 'file_type_invalid' },
      message: 'The file is not audio (WAV, AIFF, FLAC, MP3, AAC, OGG, M4A) or a picture (JPEG, PNG, WebP, TIFF)',
    });
  }
}

function notOpen(status: UploadRow['status']): AppError {
  return new AppError('upload_closed', { message: `This upload is ${status.replace('_', ' ')}` });
}

/** The service's options with their defaults applied: what each use case below is given. */
interface UploadsSettings {
  repo: UploadsRepo;
  storage: FileStorage;
  maxFileBytes: number;
  clock: () => Date;
  fileUrl: (upload: Pick<UploadRow, 'id' | 'storageKey'>) => string;
}

export function createUploadsService({
  repo,
  storage,
  maxFileBytes = DEFAULT_MAX_UPLOAD_BYTES,
  clock = () => new Date(),
  fileUrl = (upload) => storage.publicUrl(upload.storageKey),
}: UploadsServiceOptions) {
  const settings: UploadsSettings = { repo, storage, maxFileBytes, clock, fileUrl };
  return {
    maxFileBytes,
    start: (userId: number, body: UploadStartBody) => startUpload(settings, userId, body),
    uploadChunk: (userId: number, chunk: UploadChunkFields & { data: Buffer }) => storeChunk(settings, userId, chunk),
    finish: (userId: number, body: UploadFinishBody) => finishUpload(settings, userId, body),
    status: (userId: number, id: number) => readUploadStatus(settings, userId, id),
    file: (userId: number, id: number) => openUploadFile(settings, userId, id),
    completedUpload: (userId: number, id: number): Promise<UploadRow> => findCompletedUpload(settings, userId, id),
    abort: (userId: number, id: number): Promise<void> => abortUpload(settings, userId, id),
    cleanAbandoned: (
      options: { idleMs?: number; batchSize?: number } = {},
    ): Promise<{ aborted: number; failed: number }> => cleanAbandoned(settings, options),
  };
}

/** POST /api/upload/start: opens a multipart upload of `fileName` for the user. */
async function startUpload(settings: UploadsSettings, userId: number, body: UploadStartBody) {
  if (body.fileSize !== undefined && body.fileSize > settings.maxFileBytes) throw fileTooLarge(settings.maxFileBytes);
  const fileId = randomUUID();
  const storageKey = `${UPLOADS_KEY_PREFIX}/${fileId}/${safeFileName(body.fileName)}`;
  const uploadRef = await settings.storage.createMultipart(storageKey, body.contentType);
  try {
    const row = await settings.repo.insertUpload({
      userId,
      uploadRef,
      fileName: body.fileName,
      contentType: body.contentType ?? null,
      sizeBytes: body.fileSize ?? null,
      storageKey,
    });
    return { id: row.id, uploadId: row.uploadRef, fileId };
  } catch (error) {
    await settings.storage.abortMultipart(storageKey, uploadRef).catch(() => undefined);
    throw error;
  }
}

/** POST /api/upload/chunk: stores part `number`, replacing an earlier one of the same number. */
async function storeChunk(settings: UploadsSettings, userId: number, chunk: UploadChunkFields & { data: Buffer }) {
  const row = await ownedUpload(settings, userId, chunk);
  if (row.status !== 'in_progress') throw notOpen(row.status);
  if (chunk.number === 1) refuseUnlessMedia(chunk.data);
  // Checked before sending the bytes on, and again atomically when the part is recorded.
  if ((await settings.repo.receivedBytes(row.id, chunk.number)) + chunk.data.length > settings.maxFileBytes)
    throw fileTooLarge(settings.maxFileBytes);
  const etag = await settings.storage.uploadPart(row.storageKey, row.uploadRef, chunk.number, chunk.data);
  const outcome = await settings.repo.recordPart(
    { uploadId: row.id, partNumber: chunk.number, etag, sizeBytes: chunk.data.length },
    settings.maxFileBytes,
  );
  if (outcome === 'too_large') throw fileTooLarge(settings.maxFileBytes);
  if (outcome === 'closed') throw notOpen('aborted');
  return {
    id: row.id,
    uploadId: row.uploadRef,
    fileId: fileIdOf(row.storageKey),
    ETag: etag,
    PartNumber: chunk.number,
    i: chunk.i,
  };
}

/**
 * POST /api/upload/finish: joins the listed parts (each must carry the tag its chunk got back) into
 * the file. Finishing a completed upload again answers the same result (a retry after a drop).
 */
async function finishUpload(settings: UploadsSettings, userId: number, body: UploadFinishBody) {
  const row = await ownedUpload(settings, userId, body);
  if (row.status === 'completed') return finished(settings, row);
  if (row.status !== 'in_progress') throw notOpen(row.status);

  const listed = orderedParts(body.Parts);
  // Part 1 is the one whose content was checked: a file cannot start with another.
  if (listed[0]?.PartNumber !== 1)
    throw new AppError('upload_part_invalid', { message: 'The parts must start with part 1' });
  const received = new Map((await settings.repo.listParts(row.id)).map((part) => [part.partNumber, part]));
  const parts: CompletedPart[] = [];
  let totalBytes = 0;
  for (const [index, part] of listed.entries()) {
    const stored = received.get(part.PartNumber);
    if (!stored || bareEtag(stored.etag) !== bareEtag(part.ETag)) {
      throw new AppError('upload_part_invalid', { message: `Part ${part.PartNumber} was not received with this ETag` });
    }
    if (index < listed.length - 1 && stored.sizeBytes < settings.storage.minPartBytes) {
      const minMb = settings.storage.minPartBytes / BYTES_PER_MB;
      throw new AppError('upload_part_too_small', { message: `Every part but the last must be at least ${minMb} MB` });
    }
    parts.push({ PartNumber: part.PartNumber, ETag: stored.etag });
    totalBytes += stored.sizeBytes;
  }
  if (totalBytes !== body.fileSize) {
    throw new AppError('upload_size_mismatch', {
      fields: { fileSize: 'upload_size_mismatch' },
      message: `The parts add up to ${totalBytes} bytes, not ${body.fileSize}`,
    });
  }

  try {
    await settings.storage.completeMultipart(row.storageKey, row.uploadRef, parts);
  } catch (error) {
    // Two finishes at once: the one that lost finds the upload completed by the other.
    const again = await settings.repo.findUpload(row.id);
    if (again?.status === 'completed') return finished(settings, again);
    throw error;
  }
  await settings.repo.markCompleted(row.id, totalBytes, settings.clock());
  return finished(settings, { ...row, status: 'completed', sizeBytes: totalBytes });
}

/** GET /api/upload/{id}: the parts received so far, to resume from nextPartNumber. */
async function readUploadStatus(settings: UploadsSettings, userId: number, id: number) {
  const row = await ownedUpload(settings, userId, { id });
  const parts = await settings.repo.listParts(row.id);
  const numbers = new Set(parts.map((part) => part.partNumber));
  let nextPartNumber = 1;
  while (numbers.has(nextPartNumber)) nextPartNumber += 1;
  const done = row.status === 'completed' ? finished(settings, row) : null;
  return {
    id: row.id,
    uploadId: row.uploadRef,
    fileId: fileIdOf(row.storageKey),
    fileName: row.fileName,
    fileSize: row.sizeBytes,
    contentType: row.contentType,
    status: row.status,
    parts: parts.map((part) => ({ ETag: part.etag, PartNumber: part.partNumber, sizeBytes: part.sizeBytes })),
    receivedBytes: parts.reduce((sum, part) => sum + part.sizeBytes, 0),
    nextPartNumber,
    maxFileBytes: settings.maxFileBytes,
    file: done?.file ?? null,
    url: done?.url ?? null,
  };
}

/** GET /api/upload/{id}/file: a finished upload's file, for its owner only (not_found otherwise). */
async function openUploadFile(settings: UploadsSettings, userId: number, id: number) {
  const row = await ownedUpload(settings, userId, { id });
  if (row.status !== 'completed') throw new AppError('not_found');
  return { row, stream: await settings.storage.stream(row.storageKey) };
}

/**
 * A finished upload of the user, for another module to take over (a track's master, artwork):
 * not_found for another user's, upload_not_ready while it is not completed.
 */
async function findCompletedUpload(settings: UploadsSettings, userId: number, id: number): Promise<UploadRow> {
  const row = await ownedUpload(settings, userId, { id });
  if (row.status !== 'completed') throw new AppError('upload_not_ready');
  return row;
}

/** DELETE /api/upload/{id}: gives up an upload in progress (its parts are dropped). */
async function abortUpload(settings: UploadsSettings, userId: number, id: number): Promise<void> {
  const row = await ownedUpload(settings, userId, { id });
  if (row.status === 'completed') throw notOpen(row.status);
  if (row.status === 'aborted') return;
  await settings.storage.abortMultipart(row.storageKey, row.uploadRef);
  await settings.repo.markAborted(row.id);
}

/**
 * For the job runner: aborts the uploads with no new part for ABANDONED_UPLOAD_AFTER_MS (24 h),
 * dropping their stored parts. Returns how many were aborted; one storage failure does not stop the rest.
 */
async function cleanAbandoned(
  settings: UploadsSettings,
  options: { idleMs?: number; batchSize?: number } = {},
): Promise<{ aborted: number; failed: number }> {
  const before = new Date(settings.clock().getTime() - (options.idleMs ?? ABANDONED_UPLOAD_AFTER_MS));
  const idle = await settings.repo.listIdleUploads(before, options.batchSize ?? 500);
  let aborted = 0;
  let failed = 0;
  for (const upload of idle) {
    try {
      await settings.storage.abortMultipart(upload.storageKey, upload.uploadRef);
      if (await settings.repo.markAborted(upload.id)) aborted += 1;
    } catch {
      failed += 1;
    }
  }
  return { aborted, failed };
}

/** The user's upload matching every id given; not_found otherwise (another user's upload included). */
async function ownedUpload(
  settings: UploadsSettings,
  userId: number,
  ids: { id: number; uploadId?: string; fileId?: string },
): Promise<UploadRow> {
  const row = await settings.repo.findUpload(ids.id);
  const matches =
    row !== undefined &&
    row.userId === userId &&
    (ids.uploadId === undefined || row.uploadRef === ids.uploadId) &&
    (ids.fileId === undefined || fileIdOf(row.storageKey) === ids.fileId);
  if (!matches) throw new AppError('not_found');
  return row;
}

/** What finishing answers: the upload's ids, its key, its URL and size. */
function finished(settings: UploadsSettings, row: UploadRow) {
  return {
    id: row.id,
    uploadId: row.uploadRef,
    fileId: fileIdOf(row.storageKey),
    file: row.storageKey,
    url: settings.fileUrl(row),
    fileSize: row.sizeBytes ?? 0,
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

/** The job runner's entry point: drops uploads abandoned for 24 h (see UploadsService.cleanAbandoned). */
export function cleanAbandonedUploads(uploads: UploadsService, options?: { idleMs?: number; batchSize?: number }) {
  return uploads.cleanAbandoned(options);
}
