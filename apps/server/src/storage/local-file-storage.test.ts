import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-file-storage.ts';
import { md5Etag } from './storage-key.ts';

let dataDir: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-local-storage-'));
  storage = new LocalFileStorage({ rootDir: path.join(dataDir, 'storage'), workDir: path.join(dataDir, 'tmp') });
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const streamToBuffer = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('LocalFileStorage', () => {
  it('stores a buffer under the storage folder and reads it back', async () => {
    await storage.put('covers/1/front.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await storage.get('covers/1/front.jpg')).toString()).toBe('jpeg bytes');
    expect(await storage.exists('covers/1/front.jpg')).toBe(true);
    expect(await readdir(path.join(dataDir, 'storage', 'covers', '1'))).toEqual(['front.jpg']);
  });

  it('stores a stream and streams it back', async () => {
    await storage.put('a/b.bin', Readable.from([Buffer.from('one '), Buffer.from('two')]));
    expect((await streamToBuffer(await storage.stream('a/b.bin'))).toString()).toBe('one two');
  });

  it('says not_found for a missing file and deletes idempotently', async () => {
    await expect(storage.get('missing/file')).rejects.toMatchObject({ code: 'not_found' });
    await expect(storage.stream('missing/file')).rejects.toMatchObject({ code: 'not_found' });
    expect(await storage.exists('missing/file')).toBe(false);
    await storage.put('x/y', Buffer.from('1'));
    await storage.delete('x/y');
    await storage.delete('x/y');
    expect(await storage.exists('x/y')).toBe(false);
  });

  it('never reads or writes outside its folder', async () => {
    await writeFile(path.join(dataDir, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', 'a/../../secret.txt', '/etc/passwd', '..', 'a/..\\..\\secret.txt']) {
      await expect(storage.get(key)).rejects.toMatchObject({ code: 'storage_key_invalid' });
      await expect(storage.put(key, Buffer.from('x'))).rejects.toMatchObject({ code: 'storage_key_invalid' });
      await expect(storage.delete(key)).rejects.toMatchObject({ code: 'storage_key_invalid' });
      await expect(storage.createMultipart(key)).rejects.toMatchObject({ code: 'storage_key_invalid' });
    }
  });

  it('refuses a work folder inside the served folder', () => {
    expect(() => new LocalFileStorage({ rootDir: dataDir, workDir: path.join(dataDir, 'tmp') })).toThrow(/outside/);
  });

  it('gives /storage URLs with each segment encoded', () => {
    expect(storage.publicUrl('uploads/ab/Mix_1.wav')).toBe('/storage/uploads/ab/Mix_1.wav');
  });

  describe('multipart uploads', () => {
    const parts = [Buffer.from('first-'), Buffer.from('second-'), Buffer.from('third')];

    it('joins the parts in PartNumber order, whatever order they came in', async () => {
      const uploadId = await storage.createMultipart('uploads/u1/song.wav');
      const etag3 = await storage.uploadPart('uploads/u1/song.wav', uploadId, 3, parts[2] ?? Buffer.alloc(0));
      const etag1 = await storage.uploadPart('uploads/u1/song.wav', uploadId, 1, parts[0] ?? Buffer.alloc(0));
      const etag2 = await storage.uploadPart('uploads/u1/song.wav', uploadId, 2, parts[1] ?? Buffer.alloc(0));
      expect(etag1).toBe(md5Etag(Buffer.from('first-')));

      const done = await storage.completeMultipart('uploads/u1/song.wav', uploadId, [
        { PartNumber: 2, ETag: etag2 },
        { PartNumber: 3, ETag: etag3 },
        { PartNumber: 1, ETag: etag1 },
      ]);
      expect(done.sizeBytes).toBe(18);
      expect(done.ETag).toMatch(/^"[0-9a-f]{32}-3"$/);
      expect((await storage.get('uploads/u1/song.wav')).toString()).toBe('first-second-third');
      expect(await readdir(path.join(dataDir, 'tmp', 'multipart'))).toEqual([]);
    });

    it('replaces a part sent twice', async () => {
      const uploadId = await storage.createMultipart('k/v');
      await storage.uploadPart('k/v', uploadId, 1, Buffer.from('old'));
      const etag = await storage.uploadPart('k/v', uploadId, 1, Buffer.from('new'));
      await storage.completeMultipart('k/v', uploadId, [{ PartNumber: 1, ETag: etag }]);
      expect((await storage.get('k/v')).toString()).toBe('new');
    });

    it('refuses a wrong ETag or a missing part and writes nothing', async () => {
      const uploadId = await storage.createMultipart('k/v');
      const etag = await storage.uploadPart('k/v', uploadId, 1, Buffer.from('data'));
      await expect(
        storage.completeMultipart('k/v', uploadId, [{ PartNumber: 1, ETag: md5Etag(Buffer.from('other')) }]),
      ).rejects.toMatchObject({ code: 'upload_part_invalid' });
      await expect(
        storage.completeMultipart('k/v', uploadId, [
          { PartNumber: 1, ETag: etag },
          { PartNumber: 2, ETag: etag },
        ]),
      ).rejects.toMatchObject({ code: 'upload_part_invalid' });
      expect(await storage.exists('k/v')).toBe(false);
      // The upload is still open: the right list completes it.
      await storage.completeMultipart('k/v', uploadId, [{ PartNumber: 1, ETag: etag.replaceAll('"', '') }]);
      expect((await storage.get('k/v')).toString()).toBe('data');
    });

    it('does not let an upload id be used for another key or be a path', async () => {
      const uploadId = await storage.createMultipart('k/v');
      await expect(storage.uploadPart('k/other', uploadId, 1, Buffer.from('x'))).rejects.toMatchObject({
        code: 'not_found',
      });
      await expect(storage.uploadPart('k/v', '../../storage', 1, Buffer.from('x'))).rejects.toMatchObject({
        code: 'not_found',
      });
      await expect(storage.uploadPart('k/v', uploadId, 0, Buffer.from('x'))).rejects.toMatchObject({
        code: 'upload_part_invalid',
      });
    });

    it('aborts an upload, dropping its parts; aborting again is harmless', async () => {
      const uploadId = await storage.createMultipart('k/v');
      await storage.uploadPart('k/v', uploadId, 1, Buffer.from('x'));
      await storage.abortMultipart('k/v', uploadId);
      await storage.abortMultipart('k/v', uploadId);
      expect(await readdir(path.join(dataDir, 'tmp', 'multipart'))).toEqual([]);
      await expect(storage.uploadPart('k/v', uploadId, 2, Buffer.from('x'))).rejects.toMatchObject({
        code: 'not_found',
      });
    });
  });
});
