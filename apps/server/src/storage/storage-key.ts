// Storage keys and part tags: the checks both backends share. A key is a relative path of clean
// segments; anything that could climb out of the storage root is refused, never rewritten.
import { createHash } from 'node:crypto';
import { AppError } from '../http/errors.ts';
import { MAX_PART_NUMBER, type CompletedPart } from './file-storage.ts';

/** S3 keys are at most 1,024 bytes. */
const MAX_KEY_BYTES = 1024;
/** Segments must start with a letter, digit or underscore (no ".", "..", hidden files or "-flags"). */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
const MAX_FILE_NAME_LENGTH = 120;

/**
 * The key itself when it is a clean relative path ('uploads/ab12/mix.wav'); throws
 * AppError('storage_key_invalid') for absolute paths, '..', '.', empty or hidden segments, backslashes,
 * control characters or anything outside [A-Za-z0-9._-].
 */
export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  const clean =
    key.length > 0 &&
    Buffer.byteLength(key, 'utf8') <= MAX_KEY_BYTES &&
    segments.every((segment) => SEGMENT.test(segment) && segment !== '..' && segment !== '.');
  if (!clean)
    throw new AppError('storage_key_invalid', { message: `Invalid storage key: ${JSON.stringify(key.slice(0, 80))}` });
  return key;
}

/**
 * A client's file name made safe as the last segment of a key: no folders, accents folded, other
 * characters replaced by '-', at most 120 characters, the extension kept ('../../Mix été.WAV' -> 'Mix-ete.WAV').
 */
export function safeFileName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const dot = base.lastIndexOf('.');
  const extension =
    dot > 0
      ? base
          .slice(dot + 1)
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 10)
      : '';
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1)
    .replace(/[-.]+$/, '');
  return `${stem || 'file'}${extension ? `.${extension}` : ''}`;
}

/** A tag without its quotes, lower-cased: clients send ETags with or without the quotes S3 puts. */
export function bareEtag(etag: string): string {
  return etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').toLowerCase();
}

/** S3's tag of a single object or part: the md5 hex of its bytes, in quotes. */
export function md5Etag(data: Buffer | Uint8Array): string {
  return `"${createHash('md5').update(data).digest('hex')}"`;
}

/** S3's tag of a multipart object: md5 of the concatenated binary md5s of the parts, '-', part count. */
export function multipartEtag(partEtags: readonly string[]): string {
  const digests = partEtags.map((etag) => Buffer.from(bareEtag(etag), 'hex'));
  return `"${createHash('md5').update(Buffer.concat(digests)).digest('hex')}-${partEtags.length}"`;
}

/** Whether a part number is one S3 accepts (1..10,000). */
export function isValidPartNumber(partNumber: number): boolean {
  return Number.isInteger(partNumber) && partNumber >= 1 && partNumber <= MAX_PART_NUMBER;
}

/** The parts sorted by PartNumber; throws AppError('upload_part_invalid') for none, a bad or a repeated number. */
export function orderedParts(parts: readonly CompletedPart[]): CompletedPart[] {
  const sorted = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
  const valid =
    sorted.length > 0 &&
    sorted.every(
      (part, index) =>
        isValidPartNumber(part.PartNumber) && (index === 0 || sorted[index - 1]?.PartNumber !== part.PartNumber),
    );
  if (!valid)
    throw new AppError('upload_part_invalid', { message: 'The parts must be listed once each, numbered 1 to 10000' });
  return sorted;
}
