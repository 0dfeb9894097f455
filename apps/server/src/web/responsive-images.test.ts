// The variant route's single flight and encoding gate, with a counting encoder over an in-memory
// storage (the HTTP path on a real database is responsive-images.int.test.ts).
import Fastify, { type FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { isImmutableVariantSource, registerResponsiveImages, variantRequestOf } from './responsive-images.ts';

function memoryStorage(files: Record<string, Buffer>) {
  const store = new Map(Object.entries(files));
  return {
    store,
    get: (key: string): Promise<Buffer> => {
      const bytes = store.get(key);
      return bytes ? Promise.resolve(bytes) : Promise.reject(new AppError('not_found'));
    },
    put: (key: string, body: Buffer | Uint8Array | Readable): Promise<void> => {
      store.set(key, Buffer.from(body as Buffer));
      return Promise.resolve();
    },
    exists: (key: string) => Promise.resolve(store.has(key)),
    stream: (key: string): Promise<Readable> =>
      Promise.resolve(ReadableStream.from([store.get(key) ?? Buffer.alloc(0)])),
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function appWith(
  storage: ReturnType<typeof memoryStorage>,
  encode: (source: Buffer, width: number, format: string) => Promise<Buffer>,
) {
  const app = Fastify();
  apps.push(app);
  registerResponsiveImages(app, { storage, encode });
  return app;
}

describe('registerResponsiveImages', () => {
  it('encodes a variant once for many concurrent first requests, then reads the stored one', async () => {
    const storage = memoryStorage({ 'projects/ab/cover.jpg': Buffer.from('jpeg') });
    const calls: string[] = [];
    const app = appWith(storage, async (source, width, format) => {
      calls.push(`${width}/${format}`);
      await delay(30);
      return Buffer.from(`${source.toString()}@${width}.${format}`);
    });
    const url = '/storage/_v/400/avif/projects/ab/cover.jpg';
    const first = await Promise.all(Array.from({ length: 8 }, () => app.inject(url)));
    expect(first.map((response) => response.body)).toEqual(Array(8).fill('jpeg@400.avif'));
    expect(calls).toEqual(['400/avif']);
    expect(storage.store.get('projects/ab/cover.w400.avif')?.toString()).toBe('jpeg@400.avif');

    const later = await app.inject(url);
    expect(later.body).toBe('jpeg@400.avif');
    expect(calls).toEqual(['400/avif']);
    // Another format or width is another variant.
    await app.inject('/storage/_v/400/webp/projects/ab/cover.jpg');
    await app.inject('/storage/_v/200/avif/projects/ab/cover.jpg');
    expect(calls).toEqual(['400/avif', '400/webp', '200/avif']);
  });

  it('encodes at most two variants at a time', async () => {
    const storage = memoryStorage({ 'projects/ab/cover.jpg': Buffer.from('jpeg') });
    let running = 0;
    let most = 0;
    const app = appWith(storage, async (_source, width, format) => {
      running += 1;
      most = Math.max(most, running);
      await delay(20);
      running -= 1;
      return Buffer.from(`${width}.${format}`);
    });
    const urls = [200, 400, 600, 800, 1200].flatMap((width) =>
      ['avif', 'webp'].map((format) => `/storage/_v/${width}/${format}/projects/ab/cover.jpg`),
    );
    const responses = await Promise.all(urls.map((url) => app.inject(url)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(most).toBe(2);
    expect(storage.store.size).toBe(11);
  });

  it('encodes again after a failed encoding, not keeping the failure', async () => {
    const storage = memoryStorage({ 'projects/ab/cover.jpg': Buffer.from('jpeg') });
    let attempts = 0;
    const app = appWith(storage, () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('vips: out of memory')) : Promise.resolve(Buffer.from('ok'));
    });
    const url = '/storage/_v/600/webp/projects/ab/cover.jpg';
    expect((await app.inject(url)).statusCode).not.toBe(200);
    const retried = await app.inject(url);
    expect(retried.statusCode).toBe(200);
    expect(retried.body).toBe('ok');
  });
});

describe('variantRequestOf', () => {
  it('reads the width, the format and the source key', () => {
    expect(variantRequestOf({ width: '800', format: 'webp', '*': 'banners/3/ab/en.jpg' })).toEqual({
      width: 800,
      format: 'webp',
      sourceKey: 'banners/3/ab/en.jpg',
    });
  });

  it.each([
    ['0400', 'avif'],
    ['400.0', 'avif'],
    ['', 'avif'],
    ['400', 'jpg'],
    ['400', 'heic'],
  ])('refuses width %j in %s as image_variant_invalid', (width, format) => {
    expect(() => variantRequestOf({ width, format, '*': 'projects/ab/cover.jpg' })).toThrow(
      expect.objectContaining({ code: 'image_variant_invalid' }),
    );
  });

  it.each(['users/1/me.jpg', 'uploads/ab/mix.jpg', 'projects/ab/notes.txt', 'projects/../x.jpg', '/etc/passwd.jpg'])(
    'answers not found for %s',
    (key) => {
      expect(() => variantRequestOf({ width: '400', format: 'avif', '*': key })).toThrow(
        expect.objectContaining({ code: 'not_found' }),
      );
    },
  );
});

describe('isImmutableVariantSource', () => {
  it.each([
    ['projects/ab/cover.jpg', true],
    ['banners/3/0b6f4c1e/en.jpg', true],
    ['banners/demo-12.jpg', false],
    ['banners/placeholder.jpg', false],
  ])('%s: %s', (key, immutable) => {
    expect(isImmutableVariantSource(key)).toBe(immutable);
  });
});
