// Files served as they are: stored files (/storage), the server's own public files (/static) and
// the built client (/assets/* and apps/web's public files at their paths).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/errors.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { encodedKeyPath, STORAGE_ROUTE_BASE } from '../storage/public-url.ts';
import { checkStorageKey } from '../storage/storage-key.ts';
import { registerResponsiveImages } from './responsive-images.ts';

/** Folder of files the server itself ships (the default cover). */
export const SERVER_PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');

const ONE_YEAR_SECONDS = 31_536_000;
const IMMUTABLE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
const ONE_HOUR = 'public, max-age=3600';

/**
 * Stored files browsers may keep for a year without asking again. The rule writers follow: a new
 * picture goes into a new folder (projects/{picture}/, a fresh `picture` per upload) and a new preview
 * into a new file (previews/{uuid}.mp3, a fresh uuid per encoding); nothing there is overwritten.
 */
export function isImmutableStoragePath(filePath: string, storageDir: string): boolean {
  const relative = path.relative(storageDir, filePath).split(path.sep).join('/');
  return /^(projects|previews)\//.test(relative);
}

export interface StaticFilesOptions {
  storageDir: string;
  /**
   * The public storage when it is a bucket (S3): /storage/* then comes from it, never from this
   * instance's folder, which another instance's writes never reach.
   */
  bucket?: { storage: Pick<FileStorage, 'stream'>; publicBase: string };
  /** The built client (production); Vite serves it in development. */
  clientDir?: string;
  /** The public storage the pictures' width/format variants are read from and stored in (responsive-images.ts). */
  variantStorage?: Pick<FileStorage, 'get' | 'put' | 'exists' | 'stream'>;
  /**
   * Settles when files still being written into the storage folder are all there (the demo's pictures
   * and previews, finished after a first start answers): until then a /storage request for a file the
   * folder does not have yet waits for it instead of answering 404.
   */
  filesPending?: Promise<unknown>;
}

/**
 * First folders of the keys everyone may read: covers and their variants (projects/), previews,
 * banners, profile, artist, label and shop pictures. The others (uploads/, messages/, production/) are
 * private files in the same bucket, read through their owners' routes only.
 */
export const PUBLIC_STORAGE_FOLDERS: ReadonlySet<string> = new Set([
  'projects',
  'previews',
  'banners',
  'users',
  'artists',
  'labels',
  'shops',
]);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
};

/** The key of a /storage/* path when it is a valid key in a public folder, else null. */
export function publicStorageKey(wildcard: string): string | null {
  try {
    const key = checkStorageKey(wildcard);
    return PUBLIC_STORAGE_FOLDERS.has(key.split('/')[0] ?? '') ? key : null;
  } catch {
    return null;
  }
}

/**
 * /storage/* from the bucket: redirected to S3_PUBLIC_URL (the CDN) when it is set, streamed from the
 * bucket otherwise; only the public folders, 404 for the rest.
 */
function registerBucketFiles(app: FastifyInstance, bucket: NonNullable<StaticFilesOptions['bucket']>): void {
  app.get(`${STORAGE_ROUTE_BASE}/*`, async (request, reply) => {
    const key = publicStorageKey((request.params as { '*': string })['*']);
    if (key === null) throw new AppError('not_found');
    if (bucket.publicBase !== STORAGE_ROUTE_BASE) {
      return reply.redirect(`${bucket.publicBase}/${encodedKeyPath(key)}`, 301);
    }
    const body = await bucket.storage.stream(key);
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    reply.header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    reply.header('cache-control', /^(projects|previews)\//.test(key) ? IMMUTABLE : ONE_HOUR);
    return reply.send(body);
  });
}

/**
 * Holds a /storage request for a file the folder does not have yet until `pending` settles (a variant's
 * source is looked for under its key); once it has settled the hook only reads a flag.
 */
function waitForPendingFiles(app: FastifyInstance, storageDir: string, pending: Promise<unknown>): void {
  let settled = false;
  const done = pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  const prefix = `${STORAGE_ROUTE_BASE}/`;
  app.addHook('onRequest', (request, _reply, next) => {
    if (settled || !request.url.startsWith(prefix)) return next();
    let key = request.url.slice(prefix.length).split('?')[0] ?? '';
    // /storage/_v/{width}/{format}/{key}: the variant is made from the stored picture at {key}.
    if (key.startsWith('_v/')) key = key.split('/').slice(3).join('/');
    let file: string;
    try {
      file = path.join(storageDir, decodeURIComponent(key));
    } catch {
      return next();
    }
    if (!file.startsWith(storageDir + path.sep) || existsSync(file)) return next();
    void done.then(() => next());
  });
}

/** Registers /storage/_v/* (picture variants), /storage/* (the folder, or the bucket), /static/* and the built client files. */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  // /storage/_v/... is matched before the /storage/* wildcard below (a static segment wins in the router).
  if (options.variantStorage) registerResponsiveImages(app, { storage: options.variantStorage });
  if (options.bucket) {
    registerBucketFiles(app, options.bucket);
  } else {
    await mkdir(options.storageDir, { recursive: true });
    if (options.filesPending) waitForPendingFiles(app, path.resolve(options.storageDir), options.filesPending);
    await app.register(fastifyStatic, {
      root: options.storageDir,
      prefix: `${STORAGE_ROUTE_BASE}/`,
      index: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', isImmutableStoragePath(filePath, options.storageDir) ? IMMUTABLE : ONE_HOUR);
      },
    });
  }

  await app.register(fastifyStatic, {
    root: SERVER_PUBLIC_DIR,
    prefix: '/static/',
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });

  if (options.clientDir) {
    const clientDir = options.clientDir;
    // One route per built file (wildcard off) so that every other path falls through to the pages.
    // `npm run build` writes .br and .gz copies (scripts/compress-assets.ts): they are sent as they are.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const isHashedAsset = path.relative(clientDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : ONE_HOUR);
      },
    });
  }
}
