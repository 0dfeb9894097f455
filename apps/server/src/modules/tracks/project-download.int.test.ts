// GET /api/projects/download through app.inject: the zip of a project's pictures and masters, read
// back (CRCs checked), for its owner and staff only.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync, crc32 } from 'node:zlib';
import { projectCreateResponseSchema, uploadChunkResponseSchema, uploadStartResponseSchema } from '@spindle/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectsTestKit, type ProjectsTestKit } from '../projects/testing.ts';

let kit: ProjectsTestKit;

beforeAll(async () => {
  kit = await createProjectsTestKit();
});
afterAll(() => kit.close());

/** The entries of a stored (not deflated) ZIP, read from its central directory; CRCs checked. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + size);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    expect(crc32(data) >>> 0, name).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

describe('GET /api/projects/download', () => {
  it('zips the project’s pictures and masters for its owner and staff only', async () => {
    const created = await kit.call(kit.artist, 'POST', '/api/projects', {
      kind: 'vinyl',
      name: 'Zip Me',
      artistName: 'Nina Sky',
    });
    const id = projectCreateResponseSchema.parse(created.json()).project.id;
    const cover = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    await kit.call(kit.artist, 'POST', `/api/projects/${id}/artwork`, {
      kind: 'cover',
      data: cover.toString('base64'),
    });
    const master = Buffer.from('RIFF....WAVEfmt fake master bytes');
    const start = uploadStartResponseSchema.parse(
      (await kit.call(kit.artist, 'POST', '/api/upload/start', { fileName: 'Side A.wav' })).json(),
    );
    const chunk = uploadChunkResponseSchema.parse(
      (
        await kit.call(kit.artist, 'POST', '/api/upload/chunk', {
          ...start,
          number: 1,
          data: master.toString('base64'),
        })
      ).json(),
    );
    const finished = await kit.call(kit.artist, 'POST', '/api/upload/finish', {
      ...start,
      fileSize: master.length,
      Parts: [{ ETag: chunk.ETag, PartNumber: 1 }],
    });
    const masterKey = finished.json<{ file: string }>().file;
    await kit.call(kit.artist, 'POST', `/api/projects/${id}/tracks`, { title: 'Side A', uploadId: start.id });

    const response = await kit.call(kit.artist, 'GET', `/api/projects/download?id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = readZip(response.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'images/cover.jpg',
      'images/disc.webp',
      'images/only_vinyl.webp',
      'images/original.jpg',
      'images/preview.jpg',
      'masters/1-01-side-a.wav',
    ]);
    expect(files.get('masters/1-01-side-a.wav')?.equals(master)).toBe(true);
    expect((await sharp(files.get('images/cover.jpg')).metadata()).width).toBe(600);
    expect((await kit.call(kit.other, 'GET', `/api/projects/download?id=${id}`)).statusCode).toBe(404);
    // Staff take the files to production; the spec's project_id works too.
    expect((await kit.call(kit.team, 'GET', `/api/projects/download?project_id=${id}`)).statusCode).toBe(200);

    // A master lost from storage: a clean JSON error before the first byte, not a zip torn mid-stream.
    await rm(path.join(path.dirname(kit.storageDir), 'private', masterKey));
    const torn = await kit.call(kit.artist, 'GET', `/api/projects/download?id=${id}`);
    expect(torn.statusCode).toBe(500);
    expect(torn.json()).toMatchObject({ error: { code: 'internal_error' } });
  });
});
