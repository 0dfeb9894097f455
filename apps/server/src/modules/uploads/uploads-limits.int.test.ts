// Limits of the chunked upload: file size (file_max_size), chunk size, parallel chunks, and the
// clean-up of abandoned uploads.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadsRepo } from './uploads.repo.ts';
import { createUploadsService } from './uploads.service.ts';
import { as, createUploadsTestApp, errorOf, masterFile, type UploadsTestApp } from './uploads-test-app.ts';

const MAX_FILE_BYTES = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: UploadsTestApp;

beforeAll(async () => {
  t = await createUploadsTestApp({ maxFileBytes: MAX_FILE_BYTES });
});
afterAll(() => t.close());

/** A multipart/form-data body with text fields and one binary `data` part. */
function formData(fields: Record<string, string>, data: Buffer, boundary = 'b0undary') {
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([...parts, Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('upload limits', () => {
  it('refuses a file announced above the limit with file_max_size', async () => {
    const response = await t.post(t.alice, '/api/upload/start', { fileName: 'huge.wav', fileSize: MAX_FILE_BYTES + 1 });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({ code: 'file_max_size', fields: { fileSize: 'file_max_size' } });
  });

  it('refuses the chunk that takes an upload past the limit with file_max_size', async () => {
    const started = await t.start(t.alice);
    const half = Math.ceil(MAX_FILE_BYTES / 2);
    expect((await t.sendChunk(t.alice, started, 1, masterFile(half))).statusCode).toBe(200);
    expect((await t.sendChunk(t.alice, started, 2, randomBytes(half - 100))).statusCode).toBe(200);
    const over = await t.sendChunk(t.alice, started, 3, randomBytes(200));
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).code).toBe('file_max_size');
    // Replacing a part by one of the same size is still fine.
    expect((await t.sendChunk(t.alice, started, 2, randomBytes(half - 100))).statusCode).toBe(200);
  });

  it('does not let parallel chunks together pass the limit', async () => {
    const started = await t.start(t.alice);
    const third = Math.floor(MAX_FILE_BYTES / 2.5);
    const responses = await Promise.all(
      [1, 2, 3].map((number) =>
        t.sendChunk(t.alice, started, number, number === 1 ? masterFile(third) : randomBytes(third)),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 413]);
    const status = (await t.status(t.alice, started.id)).json<{ receivedBytes: number }>();
    expect(status.receivedBytes).toBe(2 * third);
  });

  it('refuses a chunk above 6 MiB, in JSON or multipart', async () => {
    const started = await t.start(t.alice);
    const tooBig = Buffer.alloc(6 * 1024 * 1024 + 1);
    expect((await t.sendChunk(t.alice, started, 1, tooBig)).statusCode).toBe(413);
    const fields = { id: String(started.id), uploadId: started.uploadId, fileId: started.fileId, number: '1' };
    const { payload, contentType } = formData(fields, tooBig);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/chunk',
      payload,
      headers: { ...as(t.alice), 'content-type': contentType },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('payload_too_large');
  });

  it('answers malformed chunk fields with field codes', async () => {
    const started = await t.start(t.alice);
    const chunk = (body: object) => t.post(t.alice, '/api/upload/chunk', body);
    const missing = await chunk({ id: started.id, uploadId: started.uploadId, number: 'x', data: '' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toMatchObject({ fileId: 'input_required', number: 'input_must_integer' });
    expect(errorOf(await chunk({ ...started, number: 1 })).fields).toEqual({ data: 'input_required' });
    expect(errorOf(await chunk({ ...started, number: 1, data: '***' })).fields).toEqual({ data: 'input_invalid' });
    expect(errorOf(await chunk({ ...started, number: 0, data: 'AAAA' })).fields).toEqual({ number: 'input_invalid' });
    expect(errorOf(await chunk({ ...started, number: 10_001, data: 'AAAA' })).fields).toEqual({
      number: 'input_invalid',
    });
  });

  it('takes base64 as a data: URL too', async () => {
    const started = await t.start(t.alice);
    const data = Buffer.from('RIFF....WAVE');
    const response = await t.post(t.alice, '/api/upload/chunk', {
      ...started,
      number: 1,
      data: `data:application/octet-stream;base64,${data.toString('base64')}`,
    });
    expect(response.statusCode).toBe(200);
    expect((await t.status(t.alice, started.id)).json()).toMatchObject({ receivedBytes: data.length });
  });
});

describe('cleaning abandoned uploads', () => {
  it('aborts the uploads with no part for 24 hours and drops their parts', async () => {
    const stale = await t.start(t.bob);
    await t.sendChunk(t.bob, stale, 1, masterFile(64));
    const fresh = await t.start(t.bob);
    const serviceAt = (now: Date) =>
      createUploadsService({ repo: createUploadsRepo(t.database.db), storage: t.storage, clock: () => now });

    // A minute from now nothing is idle for a day yet.
    expect(await serviceAt(new Date(Date.now() + 60_000)).cleanAbandoned()).toEqual({ aborted: 0, failed: 0 });

    const result = await serviceAt(new Date(Date.now() + DAY_MS + 60_000)).cleanAbandoned();
    expect(result.failed).toBe(0);
    expect(result.aborted).toBeGreaterThanOrEqual(2);
    for (const started of [stale, fresh]) {
      expect((await t.status(t.bob, started.id)).json()).toMatchObject({ status: 'aborted', parts: [] });
    }
    expect(await readdir(path.join(t.dataDir, 'tmp', 'multipart'))).toEqual([]);
    // Nothing left to clean.
    expect(await serviceAt(new Date(Date.now() + DAY_MS + 60_000)).cleanAbandoned()).toEqual({ aborted: 0, failed: 0 });
  });
});
