// The chunked upload on S3 storage: a local S3-compatible server started here (fake-s3-server.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3Server, type FakeS3Server } from '../../storage/fake-s3-server.ts';
import { S3_MIN_PART_BYTES, S3FileStorage } from '../../storage/s3-file-storage.ts';
import { createUploadsTestApp, errorOf, masterFile, type UploadsTestApp } from './uploads-test-app.ts';

let s3: FakeS3Server;
let storage: S3FileStorage;
let t: UploadsTestApp;

beforeAll(async () => {
  s3 = await startFakeS3Server();
  storage = new S3FileStorage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
  t = await createUploadsTestApp({ storage });
});
afterAll(async () => {
  await t.close();
  storage.client.destroy();
  await s3.close();
});

describe('the chunked upload on S3 storage', () => {
  it('sends 5 MiB parts to the bucket and completes the object there', async () => {
    const file = masterFile(S3_MIN_PART_BYTES + 1234);
    const started = await t.start(t.alice, { fileName: 'take.flac' });
    expect(s3.uploads.has(started.uploadId)).toBe(true);
    const Parts = [];
    for (const [index, chunk] of [file.subarray(0, S3_MIN_PART_BYTES), file.subarray(S3_MIN_PART_BYTES)].entries()) {
      const response = await t.sendChunk(t.alice, started, index + 1, chunk);
      expect(response.statusCode).toBe(200);
      Parts.push({ ETag: response.json<{ ETag: string }>().ETag, PartNumber: index + 1 });
    }
    const finish = await t.post(t.alice, '/api/upload/finish', { ...started, Parts, fileSize: file.length });
    expect(finish.statusCode).toBe(200);
    const { file: key, url } = finish.json<{ file: string; url: string }>();
    expect(s3.objects.get(key)?.data.equals(file)).toBe(true);
    // Without S3_PUBLIC_URL a stored file's address is the instances' /storage route, never the bucket's
    // own (docs/scaling.md, "Files across instances").
    expect(url).toBe(`/storage/${key}`);
  });

  it('refuses, before asking S3, to join a part under 5 MiB that is not the last', async () => {
    const started = await t.start(t.alice, { fileName: 'a.wav' });
    const Parts = [];
    for (const number of [1, 2]) {
      const response = await t.sendChunk(t.alice, started, number, number === 1 ? masterFile(100) : randomBytes(100));
      Parts.push({ ETag: response.json<{ ETag: string }>().ETag, PartNumber: number });
    }
    const before = s3.requests.length;
    const finish = await t.post(t.alice, '/api/upload/finish', { ...started, Parts, fileSize: 200 });
    expect(errorOf(finish).code).toBe('upload_part_too_small');
    expect(s3.requests.length).toBe(before);
  });

  it('aborts the S3 upload when an upload is given up', async () => {
    const started = await t.start(t.alice, { fileName: 'b.wav' });
    await t.sendChunk(t.alice, started, 1, masterFile(100));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/${started.id}`,
      headers: { 'x-test-user': String(t.alice.id) },
    });
    expect(s3.uploads.has(started.uploadId)).toBe(false);
  });
});
