// The chunked upload of a master through the S3 adapter, against a real S3-compatible server: s3rver
// (storage/local-s3-server.ts), the one `npm run cluster` runs. The storage is made from the S3_*
// settings as the server makes it; the bytes land in s3rver's bucket folder and are read back over S3
// and over plain HTTP at the object's public URL.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from '../../storage/create-file-storage.ts';
import { startLocalS3Server, type LocalS3Server } from '../../storage/local-s3-server.ts';
import { S3_MIN_PART_BYTES, S3FileStorage } from '../../storage/s3-file-storage.ts';
import { createUploadsTestApp, errorOf, masterFile, type UploadsTestApp } from './uploads-test-app.ts';

let dir: string;
let s3: LocalS3Server;
let storage: S3FileStorage;
let t: UploadsTestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'spindle-s3rver-'));
  s3 = await startLocalS3Server({ directory: path.join(dir, 's3'), bucket: 'spindle-test' });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  const made = createFileStorage(config);
  if (!(made instanceof S3FileStorage)) throw new Error('S3_BUCKET should select the S3 storage');
  storage = made;
  t = await createUploadsTestApp({ storage });
});
afterAll(async () => {
  await t?.close();
  storage?.client.destroy();
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The unfinished multipart uploads in s3rver's folder. */
const pendingUploads = () => readdir(path.join(s3.directory, s3.bucket, '._S3rver_uploads')).catch(() => []);

describe('the chunked upload on s3rver', () => {
  it("stores an artist's master sent in 5 MiB chunks as one object, read back whole", async () => {
    const file = masterFile(2 * S3_MIN_PART_BYTES + 4321);
    const started = await t.start(t.alice, { fileName: 'Side A.wav', fileSize: file.length });
    expect(await pendingUploads()).toContain(started.uploadId);
    const chunks = [0, 1, 2].map((i) => file.subarray(i * S3_MIN_PART_BYTES, (i + 1) * S3_MIN_PART_BYTES));
    const Parts = [];
    // Sent out of order, as parallel chunks may arrive.
    for (const index of [1, 0, 2]) {
      const response = await t.sendChunk(t.alice, started, index + 1, chunks[index]!);
      expect(response.statusCode, response.body).toBe(200);
      Parts.push({ ETag: response.json<{ ETag: string }>().ETag, PartNumber: index + 1 });
    }
    const finish = await t.post(t.alice, '/api/upload/finish', { ...started, Parts, fileSize: file.length });
    expect(finish.statusCode, finish.body).toBe(200);
    const { file: key } = finish.json<{ file: string }>();
    expect(key).toBe(`uploads/${started.fileId}/Side-A.wav`);

    expect((await storage.get(key)).equals(file)).toBe(true);
    // In the bucket at its path-style address (s3rver reads anonymously; a real bucket stays private).
    const overHttp = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/${started.fileId}/Side-A.wav`);
    expect(Buffer.from(await overHttp.arrayBuffer()).equals(file)).toBe(true);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/upload/${started.id}/file`,
      headers: { 'x-test-user': String(t.alice.id) },
    });
    expect(download.rawPayload.equals(file)).toBe(true);
    expect(await pendingUploads()).not.toContain(started.uploadId);
  });

  it('drops the parts of an upload given up (AbortMultipartUpload)', async () => {
    const started = await t.start(t.alice, { fileName: 'take.wav' });
    expect((await t.sendChunk(t.alice, started, 1, masterFile(1000))).statusCode).toBe(200);
    expect(await pendingUploads()).toContain(started.uploadId);
    const given = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/${started.id}`,
      headers: { 'x-test-user': String(t.alice.id) },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(await pendingUploads()).not.toContain(started.uploadId);
    // Aborting it again is not an error (NoSuchUpload), as on S3.
    await expect(storage.abortMultipart(`uploads/${started.fileId}/take.wav`, started.uploadId)).resolves.toBe(
      undefined,
    );
  });

  it('refuses to complete with a part the service did not record', async () => {
    const started = await t.start(t.alice, { fileName: 'c.wav' });
    const sent = await t.sendChunk(t.alice, started, 1, masterFile(500));
    const Parts = [{ ETag: '"00000000000000000000000000000000"', PartNumber: 1 }];
    expect(sent.statusCode).toBe(200);
    const finish = await t.post(t.alice, '/api/upload/finish', { ...started, Parts, fileSize: 500 });
    expect(errorOf(finish).code).toBe('upload_part_invalid');
  });
});
