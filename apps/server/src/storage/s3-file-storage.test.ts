// S3FileStorage against a local S3-compatible server started here (fake-s3-server.ts).
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './create-file-storage.ts';
import { startFakeS3Server, type FakeS3Server } from './fake-s3-server.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3_MIN_PART_BYTES, S3FileStorage } from './s3-file-storage.ts';

let s3: FakeS3Server;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startFakeS3Server();
  storage = new S3FileStorage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'eu-west-3',
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
});
afterAll(async () => {
  storage.client.destroy();
  await s3.close();
});

const filled = (bytes: number, seed: number) => Buffer.alloc(bytes, seed);

describe('S3FileStorage', () => {
  it('puts, reads, streams, checks and deletes an object, addressed path-style', async () => {
    await storage.put('covers/7/front.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(s3.requests.filter((line) => line.startsWith(`PUT /${s3.bucket}/covers/7/front.jpg`))).toHaveLength(1);
    expect(s3.objects.get('covers/7/front.jpg')?.contentType).toBe('image/jpeg');
    expect((await storage.get('covers/7/front.jpg')).toString()).toBe('jpeg');
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.stream('covers/7/front.jpg')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('jpeg');
    expect(await storage.exists('covers/7/front.jpg')).toBe(true);
    await storage.delete('covers/7/front.jpg');
    expect(await storage.exists('covers/7/front.jpg')).toBe(false);
    await expect(storage.get('covers/7/front.jpg')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('round-trips a multipart upload', async () => {
    const parts = [filled(S3_MIN_PART_BYTES, 1), filled(S3_MIN_PART_BYTES, 2), Buffer.from('tail')];
    const uploadId = await storage.createMultipart('uploads/x/master.wav', 'audio/wav');
    const etags = await Promise.all(
      parts.map((data, index) => storage.uploadPart('uploads/x/master.wav', uploadId, index + 1, data)),
    );
    const done = await storage.completeMultipart(
      'uploads/x/master.wav',
      uploadId,
      etags.map((ETag, index) => ({ ETag, PartNumber: index + 1 })).reverse(),
    );
    expect(done.sizeBytes).toBe(2 * S3_MIN_PART_BYTES + 4);
    expect(done.ETag).toMatch(/-3"$/);
    expect((await storage.get('uploads/x/master.wav')).equals(Buffer.concat(parts))).toBe(true);
  });

  it('reports a wrong ETag as upload_part_invalid and a small middle part as upload_part_too_small', async () => {
    const uploadId = await storage.createMultipart('uploads/y/a.wav');
    const etag1 = await storage.uploadPart('uploads/y/a.wav', uploadId, 1, Buffer.from('small'));
    const etag2 = await storage.uploadPart('uploads/y/a.wav', uploadId, 2, Buffer.from('last'));
    await expect(
      storage.completeMultipart('uploads/y/a.wav', uploadId, [{ PartNumber: 1, ETag: etag2 }]),
    ).rejects.toMatchObject({
      code: 'upload_part_invalid',
    });
    await expect(
      storage.completeMultipart('uploads/y/a.wav', uploadId, [
        { PartNumber: 1, ETag: etag1 },
        { PartNumber: 2, ETag: etag2 },
      ]),
    ).rejects.toMatchObject({ code: 'upload_part_too_small' });
  });

  it('aborts an upload; a part sent after that is not_found', async () => {
    const uploadId = await storage.createMultipart('uploads/z/a.wav');
    await storage.abortMultipart('uploads/z/a.wav', uploadId);
    await storage.abortMultipart('uploads/z/a.wav', uploadId);
    expect(s3.uploads.has(uploadId)).toBe(false);
    await expect(storage.uploadPart('uploads/z/a.wav', uploadId, 1, Buffer.from('x'))).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('puts a stream larger than a part (8 MiB) as a multipart upload', async () => {
    const data = filled(S3_MIN_PART_BYTES * 2 + 10, 7);
    await storage.put('big/stream.bin', Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
    expect((await storage.get('big/stream.bin')).equals(data)).toBe(true);
    expect(s3.objects.get('big/stream.bin')?.etag).toMatch(/-2"$/);
    await storage.put('small/stream.bin', Readable.from([Buffer.from('tiny')]));
    expect((await storage.get('small/stream.bin')).toString()).toBe('tiny');
  });

  it('refuses unsafe keys before any request', async () => {
    const before = s3.requests.length;
    await expect(storage.put('../x', Buffer.from('x'))).rejects.toMatchObject({ code: 'storage_key_invalid' });
    expect(s3.requests.length).toBe(before);
  });

  it('gives public URLs from S3_PUBLIC_URL, else /storage (served by the instances)', () => {
    expect(storage.publicUrl('a/b_c.jpg')).toBe('/storage/a/b_c.jpg');
    const cdn = new S3FileStorage({ bucket: 'b', publicUrl: 'https://cdn.spindle.example/' });
    expect(cdn.publicUrl('a/b.jpg')).toBe('https://cdn.spindle.example/a/b.jpg');
    cdn.client.destroy();
  });
});

describe('createFileStorage', () => {
  const base = { dataDir: '/srv/data', storageDir: '/srv/data/storage' };

  it('uses the local folder when S3_BUCKET is unset', () => {
    const local = createFileStorage(base);
    expect(local).toBeInstanceOf(LocalFileStorage);
    expect(local.kind).toBe('local');
  });

  it('uses S3 when S3_BUCKET is set', () => {
    const remote = createFileStorage({
      ...base,
      S3_BUCKET: 'records',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_URL: 'https://files.example',
    });
    expect(remote).toBeInstanceOf(S3FileStorage);
    expect(remote.minPartBytes).toBe(S3_MIN_PART_BYTES);
    expect(remote.publicUrl('x/y.mp3')).toBe('https://files.example/x/y.mp3');
    if (remote instanceof S3FileStorage) remote.client.destroy();
  });
});
