// Covers in an S3 bucket, as several instances serve them (docs/scaling.md, "Files"): an artist's cover
// uploaded through one instance (its variants written by sharp into the bucket, nothing in the
// instance's folder) is shown by a project page another instance answers, at a URL that instance serves
// from the bucket; with S3_PUBLIC_URL (a CDN) the page links the bucket's public address instead and
// /storage/<key> redirects there. Private folders (uploads/...) are never served under /storage.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { artworkUploadResponseSchema, projectCreateResponseSchema, projectDetailSchema } from '@spindle/contracts';
import { schema, type Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { addSession } from '../testing/catalogue-fixture.ts';
import { startLocalS3Server, type LocalS3Server } from './local-s3-server.ts';

let database: Database;
let s3: LocalS3Server;
let dir: string;
const apps: App[] = [];
let token: string;
let artistId: number;

/** An instance on the shared database and bucket, with a data folder of its own. */
async function instance(name: string, env: Record<string, string> = {}): Promise<{ app: App; storageDir: string }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: path.join(dir, name),
    BUILD_ID: 'test-build',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    ...env,
  });
  const app = await buildApp({ database, config });
  await app.ready();
  apps.push(app);
  return { app, storageDir: config.storageDir };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'spindle-s3-public-'));
  s3 = await startLocalS3Server({ directory: path.join(dir, 's3'), bucket: 'spindle-public' });
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(schema.users)
    .values({ name: 'Cover Artist', email: `cover-${Date.now()}@example.com`, type: 'artist' })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('no user');
  const [artist] = await database.db
    .insert(schema.artists)
    .values({ name: 'Cover Artist', slug: `cover-artist-${Date.now()}`, userId: user.id })
    .returning({ id: schema.artists.id });
  if (!artist) throw new Error('no artist');
  artistId = artist.id;
  token = await addSession(database, user.id);
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await s3?.close();
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A project with a cover uploaded through `app`, made visible in the shop; its id. */
async function projectWithCover(app: App): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: auth,
    payload: {
      kind: 'vinyl',
      name: `Bucket Hours ${Date.now().toString(36)}`,
      artistName: 'Cover Artist',
      owner: { type: 'artist', id: artistId },
      quote: { quantity: 300, colour: 'black', discs: 1, weightGrams: 140 },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { project } = projectCreateResponseSchema.parse(created.json());
  const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#2a7f62' } })
    .png()
    .toBuffer();
  const artwork = await app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/artwork`,
    headers: auth,
    payload: { kind: 'cover', data: png.toString('base64') },
  });
  expect(artwork.statusCode, artwork.body).toBe(200);
  artworkUploadResponseSchema.parse(artwork.json());
  await database.db.update(schema.projects).set({ step: 'in_progress' }).where(eq(schema.projects.id, project.id));
  return project.id;
}

const keyOf = (url: string, base: string) => decodeURIComponent(url.slice(base.length + 1));

async function filesUnder(folder: string): Promise<string[]> {
  return readdir(folder, { recursive: true }).catch(() => []);
}

describe('covers in the bucket, across instances', () => {
  it('serves a cover uploaded on one instance from the bucket on another, never from a folder', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const id = await projectWithCover(a.app);

    const page = await b.app.inject({ url: `/api/projects/${id}` });
    expect(page.statusCode, page.body).toBe(200);
    const { coverUrl } = projectDetailSchema.parse(page.json());
    expect(coverUrl).toMatch(/^\/storage\/projects\/[0-9a-f]+\//);
    const stored = await fetch(`${s3.endpoint}/${s3.bucket}/${keyOf(coverUrl, '/storage')}`);
    expect(stored.status).toBe(200);
    const bytes = Buffer.from(await stored.arrayBuffer());

    const served = await b.app.inject({ url: coverUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // sharp's variants went to the bucket only: neither instance's folder holds a file.
    expect(await filesUnder(a.storageDir)).toEqual([]);
    expect(await filesUnder(b.storageDir)).toEqual([]);

    // A missing key is a 404; private folders in the same bucket are not served at all.
    expect((await b.app.inject({ url: '/storage/projects/nothing/cover.avif' })).statusCode).toBe(404);
    await fetch(`${s3.endpoint}/${s3.bucket}/uploads/secret/master.wav`, { method: 'PUT', body: 'RIFF' });
    expect((await b.app.inject({ url: '/storage/uploads/secret/master.wav' })).statusCode).toBe(404);
    expect((await b.app.inject({ url: '/storage/../uploads/secret/master.wav' })).statusCode).toBe(404);
  });

  it('links S3_PUBLIC_URL (the CDN) when it is set, and redirects /storage there', async () => {
    const publicBase = `${s3.endpoint}/${s3.bucket}`;
    const c = await instance('c', { S3_PUBLIC_URL: `${publicBase}/` });
    const id = await projectWithCover(c.app);

    const page = await c.app.inject({ url: `/api/projects/${id}` });
    const { coverUrl } = projectDetailSchema.parse(page.json());
    expect(coverUrl.startsWith(`${publicBase}/projects/`)).toBe(true);
    const fromBucket = await fetch(coverUrl);
    expect(fromBucket.status).toBe(200);
    expect((await fromBucket.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const key = keyOf(coverUrl, publicBase);
    const redirected = await c.app.inject({ url: `/storage/${key}` });
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toBe(coverUrl);
    expect(await filesUnder(c.storageDir)).toEqual([]);
  });
});
