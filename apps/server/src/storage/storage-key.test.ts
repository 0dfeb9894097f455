import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { bareEtag, checkStorageKey, md5Etag, multipartEtag, orderedParts, safeFileName } from './storage-key.ts';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('checkStorageKey', () => {
  it.each(['uploads/ab12/mix.wav', 'projects/12/cover_600.webp', 'a', 'x/y-z/_tmp.1'])(
    'accepts the clean key %s',
    (key) => {
      expect(checkStorageKey(key)).toBe(key);
    },
  );

  it.each([
    ['a parent folder', '../etc/passwd'],
    ['a parent folder in the middle', 'uploads/../../secret'],
    ['a current folder', 'uploads/./mix.wav'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows separator', 'uploads\\..\\mix.wav'],
    ['an empty segment', 'uploads//mix.wav'],
    ['a trailing slash', 'uploads/'],
    ['a hidden file', 'uploads/.env'],
    ['a NUL byte', 'uploads/mix\u0000.wav'],
    ['a space', 'uploads/my mix.wav'],
    ['an encoded traversal', 'uploads/%2e%2e/mix.wav'],
    ['nothing', ''],
  ])('refuses %s', (_why, key) => {
    expect(codeOf(() => checkStorageKey(key))).toBe('storage_key_invalid');
  });

  it('refuses a key longer than 1024 bytes', () => {
    expect(codeOf(() => checkStorageKey('a'.repeat(1025)))).toBe('storage_key_invalid');
  });
});

describe('safeFileName', () => {
  it.each([
    ['../../Mix été.WAV', 'Mix-ete.WAV'],
    ['C:\\Users\\me\\track 01.flac', 'track-01.flac'],
    ['.htaccess', 'htaccess'],
    ['///', 'file'],
    ['日本.mp3', 'file.mp3'],
    ['a..b.wav', 'a..b.wav'],
  ])('makes %s into %s', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
    expect(checkStorageKey(`uploads/x/${safeFileName(name)}`)).toBeTruthy();
  });

  it('keeps a long name under 120 characters with its extension', () => {
    const safe = safeFileName(`${'a'.repeat(300)}.aiff`);
    expect(safe).toHaveLength(120);
    expect(safe.endsWith('.aiff')).toBe(true);
  });
});

describe('ETags', () => {
  it('are the quoted md5 hex of the bytes, like S3', () => {
    expect(md5Etag(Buffer.from('hello'))).toBe('"5d41402abc4b2a76b9719d911017c592"');
  });

  it('compare without quotes or case', () => {
    expect(bareEtag('"5D41402ABC4B2A76B9719D911017C592"')).toBe('5d41402abc4b2a76b9719d911017c592');
    expect(bareEtag('5d41402abc4b2a76b9719d911017c592')).toBe('5d41402abc4b2a76b9719d911017c592');
  });

  it('of a multipart object are the md5 of the binary part md5s with the part count', () => {
    const parts = [Buffer.from('a'), Buffer.from('b')].map(md5Etag);
    expect(multipartEtag(parts)).toMatch(/^"[0-9a-f]{32}-2"$/);
  });
});

describe('orderedParts', () => {
  it('sorts the parts by number', () => {
    const parts = orderedParts([
      { PartNumber: 3, ETag: 'c' },
      { PartNumber: 1, ETag: 'a' },
    ]);
    expect(parts.map((part) => part.PartNumber)).toEqual([1, 3]);
  });

  it.each([
    ['no part', []],
    [
      'a repeated number',
      [
        { PartNumber: 1, ETag: 'a' },
        { PartNumber: 1, ETag: 'b' },
      ],
    ],
    ['part 0', [{ PartNumber: 0, ETag: 'a' }]],
    ['part 10001', [{ PartNumber: 10_001, ETag: 'a' }]],
  ])('refuses %s', (_why, parts) => {
    expect(codeOf(() => orderedParts(parts))).toBe('upload_part_invalid');
  });
});
