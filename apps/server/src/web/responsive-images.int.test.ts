// Picture variants through the HTTP server on a real database (issue 19): a project's stored cover,
// as the API names it, asked for in AVIF and WebP at allowed widths; encoded once, stored beside the
// cover, served for a year; widths and formats off the allow-list refused.
import { projectDetailSchema } from '@spindle/contracts';
import { responsiveImageUrl } from '@spindle/domain';
import { makeImageVariants } from '@spindle/media';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture.ts';
import { getAs } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let fx: CatalogueFixture;
let coverUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
  // The fixture's project has a cover row (projects/mc2026/cover.jpg); its file is made as an upload's.
  const upload = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#2e86c1' } })
    .composite([
      {
        input: Buffer.from('<svg width="1500" height="1500"><circle cx="750" cy="750" r="500" fill="#f5b041"/></svg>'),
      },
    ])
    .jpeg()
    .toBuffer();
  const { cover } = await makeImageVariants(upload);
  await mkdir(path.join(t.storageDir, 'projects/mc2026'), { recursive: true });
  await writeFile(path.join(t.storageDir, 'projects/mc2026/cover.jpg'), cover);
  const project = await getAs(t.app, projectDetailSchema, `/api/projects/${fx.projects.midnight}`);
  coverUrl = project.body.coverUrl;
});
afterAll(() => t.close());

const fetchPicture = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /storage/_v/{width}/{format}/{key}', () => {
  it.each([
    ['avif', 400, 'image/avif', 'heif'],
    ['webp', 600, 'image/webp', 'webp'],
    ['avif', 200, 'image/avif', 'heif'],
  ] as const)('serves the cover in %s at %i px, kept for a year', async (format, width, contentType, sharpFormat) => {
    const url = responsiveImageUrl(coverUrl, width, format);
    expect(url, coverUrl).not.toBeNull();
    const response = await fetchPicture(url ?? '');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBeUndefined();
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: sharpFormat, width, height: width });
    if (format === 'avif') expect(meta.compression).toBe('av1');
    // Smaller than the JPEG it stands for.
    expect(response.rawPayload.length).toBeLessThan(
      (await readFile(path.join(t.storageDir, 'projects/mc2026/cover.jpg'))).length,
    );
  });

  it('stores the variant beside the cover and serves the stored file the second time, without encoding again', async () => {
    const url = responsiveImageUrl(coverUrl, 600, 'avif') ?? '';
    const first = await fetchPicture(url);
    expect(first.statusCode).toBe(200);
    const stored = path.join(t.storageDir, 'projects/mc2026/cover.w600.avif');
    expect(await readFile(stored)).toEqual(first.rawPayload);
    // Were the second request to encode, it would answer the cover's pixels again, not this marker.
    const marker = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#000' } })
      .avif({ effort: 0 })
      .toBuffer();
    await writeFile(stored, marker);
    const second = await fetchPicture(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(marker);
    expect(second.headers['content-type']).toBe('image/avif');
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers concurrent first requests of one variant with the same picture', async () => {
    const url = responsiveImageUrl(coverUrl, 800, 'webp') ?? '';
    const responses = await Promise.all(Array.from({ length: 6 }, () => fetchPicture(url)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = new Set(responses.map((response) => response.rawPayload.toString('base64')));
    expect(bodies.size).toBe(1);
    // The source is 600 px: never enlarged.
    expect(await sharp(responses[0]?.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600 });
  });

  it.each([
    [
      'a width off the list',
      '/storage/_v/500/avif/projects/mc2026/cover.jpg',
      /Width must be one of 200, 400, 600, 800, 1200/,
    ],
    ['a huge width', '/storage/_v/10000/webp/projects/mc2026/cover.jpg', /Width must be one of/],
    ['a width that is not a number', '/storage/_v/4e2/avif/projects/mc2026/cover.jpg', /Width must be one of/],
    [
      'a format off the list',
      '/storage/_v/400/png/projects/mc2026/cover.jpg',
      /Format must be one of avif, webp, jpeg/,
    ],
  ])('refuses %s with image_variant_invalid (400)', async (_what, url, message) => {
    const response = await fetchPicture(url);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('image_variant_invalid');
    expect(body.error.message).toMatch(message);
  });

  it.each([
    ['a private folder', '/storage/_v/400/avif/uploads/mc2026/cover.jpg'],
    ['a path climbing out', '/storage/_v/400/avif/projects/../uploads/x.jpg'],
    ['a picture that is not there', '/storage/_v/400/avif/projects/none/cover.jpg'],
    ['a file that is not a picture', '/storage/_v/400/avif/previews/song.mp3'],
  ])('answers 404 for %s', async (_what, url) => {
    expect((await fetchPicture(url)).statusCode).toBe(404);
  });

  it('still serves the stored files themselves under /storage', async () => {
    const response = await fetchPicture(coverUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});
