// The chunked upload protocol (spec sections 4 and 7) on a test database and a local storage folder.
import { randomBytes } from 'node:crypto';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUploadsTestApp, cut, errorOf, masterFile, type UploadsTestApp } from './uploads-test-app.ts';

let t: UploadsTestApp;

beforeAll(async () => {
  t = await createUploadsTestApp();
});
afterAll(() => t.close());

describe('the chunked upload', () => {
  it('starts, takes three chunks and finishes into a file equal to the original', async () => {
    const { alice } = t;
    const file = masterFile(300_001);
    const started = await t.start(alice, {
      fileName: 'My Master.wav',
      fileSize: file.length,
      contentType: 'audio/wav',
    });
    expect([typeof started.id, typeof started.uploadId, typeof started.fileId]).toEqual(['number', 'string', 'string']);

    const Parts = [];
    for (const [index, chunk] of cut(file, 3).entries()) {
      const response = await t.sendChunk(alice, started, index + 1, chunk);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ ETag: string; PartNumber: number; i: number; success: boolean }>();
      expect(body).toMatchObject({ PartNumber: index + 1, i: index, success: true });
      expect(body.ETag).toMatch(/^"[0-9a-f]{32}"$/);
      Parts.push({ ETag: body.ETag, PartNumber: body.PartNumber });
    }

    const finish = await t.post(alice, '/api/upload/finish', { ...started, Parts, fileSize: file.length });
    expect(finish.statusCode).toBe(200);
    const done = finish.json<{ id: number; file: string; url: string; fileSize: number; success: boolean }>();
    expect(done).toMatchObject({ id: started.id, fileSize: file.length, success: true });
    expect(done.file).toBe(`uploads/${started.fileId}/My-Master.wav`);
    expect(done.url).toBe(`/storage/uploads/${started.fileId}/My-Master.wav`);
    expect((await t.storage.get(done.file)).equals(file)).toBe(true);

    const [row] = await t.database.db.select().from(schema.uploads).where(eq(schema.uploads.id, started.id));
    expect(row).toMatchObject({
      status: 'completed',
      sizeBytes: file.length,
      userId: alice.id,
      fileName: 'My Master.wav',
    });
    expect((await t.status(alice, started.id)).json()).toMatchObject({
      status: 'completed',
      file: done.file,
      url: done.url,
    });

    // Finishing again (the answer was lost on the way) gives the same result.
    const again = await t.post(alice, '/api/upload/finish', { ...started, Parts, fileSize: file.length });
    expect(again.json()).toEqual(finish.json());
  });

  it('resumes after a dropped connection from the next missing part, a re-sent part replacing the first', async () => {
    const { alice } = t;
    const file = masterFile(90_000);
    const chunks = cut(file, 3);
    const started = await t.start(alice);
    await t.sendChunk(alice, started, 1, chunks[0] ?? Buffer.alloc(0));
    // The connection dropped while part 2 was on its way: what arrived under its number is garbage.
    await t.sendChunk(alice, started, 2, randomBytes(10));

    const status = await t.status(alice, started.id);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'in_progress', nextPartNumber: 3, receivedBytes: 30_010 });
    expect(status.json<{ parts: { PartNumber: number }[] }>().parts.map((part) => part.PartNumber)).toEqual([1, 2]);

    // The client sends everything again from part 1 (re-sending is idempotent) and finishes.
    const Parts = [];
    for (const number of [1, 2, 3]) {
      const response = await t.sendChunk(alice, started, number, chunks[number - 1] ?? Buffer.alloc(0));
      Parts.push({ ETag: response.json<{ ETag: string }>().ETag, PartNumber: number });
    }
    expect((await t.status(alice, started.id)).json()).toMatchObject({ nextPartNumber: 4, receivedBytes: file.length });

    const finish = await t.post(alice, '/api/upload/finish', { ...started, Parts, fileSize: file.length });
    expect(finish.statusCode).toBe(200);
    expect((await t.storage.get(finish.json<{ file: string }>().file)).equals(file)).toBe(true);
  });

  it('takes a chunk as multipart/form-data with the binary part', async () => {
    const { alice } = t;
    const started = await t.start(alice);
    const data = masterFile(5000);
    const boundary = 'spindle-boundary';
    const fields = { id: String(started.id), uploadId: started.uploadId, fileId: started.fileId, number: '1', i: '0' };
    const body = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/chunk',
      payload: body,
      headers: { ...as(alice), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    const { ETag } = response.json<{ ETag: string }>();
    const finish = await t.post(alice, '/api/upload/finish', {
      ...started,
      Parts: [{ ETag, PartNumber: 1 }],
      fileSize: data.length,
    });
    expect((await t.storage.get(finish.json<{ file: string }>().file)).equals(data)).toBe(true);
  });

  it('refuses a finish with a wrong ETag, an unknown part or a wrong size, then accepts the right one', async () => {
    const { alice } = t;
    const started = await t.start(alice);
    const data = masterFile(1000);
    const { ETag } = (await t.sendChunk(alice, started, 1, data)).json<{ ETag: string }>();
    const finish = (Parts: object[], fileSize = data.length) =>
      t.post(alice, '/api/upload/finish', { ...started, Parts, fileSize });

    const wrong = await finish([{ ETag: '"00000000000000000000000000000000"', PartNumber: 1 }]);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('upload_part_invalid');
    expect(errorOf(await finish([{ ETag, PartNumber: 2 }])).code).toBe('upload_part_invalid');
    expect(errorOf(await finish([{ ETag, PartNumber: 1 }], 999)).code).toBe('upload_size_mismatch');
    expect(await t.storage.exists(`uploads/${started.fileId}/My-Master.wav`)).toBe(false);
    // Without the quotes, as some clients send it.
    const right = await finish([{ ETag: ETag.replaceAll('"', ''), PartNumber: 1 }]);
    expect(right.statusCode).toBe(200);
  });

  it("answers 404 to another user, for every call, and leaves the owner's upload alone", async () => {
    const { alice, bob } = t;
    const started = await t.start(alice);
    const data = masterFile(100);
    const { ETag } = (await t.sendChunk(alice, started, 1, data)).json<{ ETag: string }>();
    const calls = [
      t.sendChunk(bob, started, 2, data),
      t.post(bob, '/api/upload/finish', { ...started, Parts: [{ ETag, PartNumber: 1 }], fileSize: data.length }),
      t.status(bob, started.id),
      t.app.inject({ method: 'DELETE', url: `/api/upload/${started.id}`, headers: as(bob) }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    expect((await t.status(alice, started.id)).json()).toMatchObject({ status: 'in_progress', nextPartNumber: 2 });
  });

  it('answers 404 when the ids given do not belong together', async () => {
    const { alice } = t;
    const first = await t.start(alice);
    const second = await t.start(alice);
    expect((await t.sendChunk(alice, { ...first, fileId: second.fileId }, 1, masterFile(64))).statusCode).toBe(404);
    expect((await t.sendChunk(alice, { ...first, uploadId: second.uploadId }, 1, masterFile(64))).statusCode).toBe(404);
    expect((await t.status(alice, 987_654)).statusCode).toBe(404);
  });

  it('turns a visitor away with 401', async () => {
    const response = await t.post(null, '/api/upload/start', { fileName: 'a.wav' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  it('gives up an upload on DELETE; later chunks are refused as closed', async () => {
    const { alice } = t;
    const started = await t.start(alice);
    await t.sendChunk(alice, started, 1, masterFile(64));
    const response = await t.app.inject({ method: 'DELETE', url: `/api/upload/${started.id}`, headers: as(alice) });
    expect(response.json()).toEqual({ success: true });
    const late = await t.sendChunk(alice, started, 2, randomBytes(10));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('upload_closed');
  });

  it.each([
    ['an HTML page named .wav', 'take.wav', 'audio/wav', '<!doctype html><script>alert(1)</script>'],
    ['an HTML page declared text/html', 'page.html', 'text/html', '<html><body>hello</body></html>'],
    ['a script declared audio/mpeg', 'take.mp3', 'audio/mpeg', '#!/bin/sh\necho owned\n'],
  ])(
    'refuses %s by its content (415 file_type_invalid) and stores nothing',
    async (_name, fileName, contentType, text) => {
      const { alice } = t;
      const started = await t.start(alice, { fileName, contentType });
      const response = await t.sendChunk(alice, started, 1, Buffer.from(text));
      expect(response.statusCode).toBe(415);
      expect(errorOf(response)).toMatchObject({ code: 'file_type_invalid', fields: { data: 'file_type_invalid' } });
      expect((await t.status(alice, started.id)).json()).toMatchObject({ parts: [], nextPartNumber: 1 });
    },
  );

  it('refuses a file that does not start with its checked part 1', async () => {
    const { alice } = t;
    const started = await t.start(alice);
    const second = await t.sendChunk(alice, started, 2, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(second.statusCode).toBe(200);
    const { ETag } = second.json<{ ETag: string }>();
    const finish = await t.post(alice, '/api/upload/finish', {
      ...started,
      Parts: [{ ETag, PartNumber: 2 }],
      fileSize: 38,
    });
    expect(finish.statusCode).toBe(400);
    expect(errorOf(finish).code).toBe('upload_part_invalid');
  });

  it('is described in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.openApiDocument()).paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining(['/api/upload/start', '/api/upload/chunk', '/api/upload/finish', '/api/upload/{id}']),
    );
  });
});
