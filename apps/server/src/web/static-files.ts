// Files served as they are: stored files (/storage), the server's own public files (/static) and
// the built client (/assets/* and apps/web's public files at their paths).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

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
  /** The built client (production); Vite serves it in development. */
  clientDir?: string;
}

/** Registers /storage/*, /static/* and the built client files. */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  await mkdir(options.storageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.storageDir,
    prefix: '/storage/',
    index: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', isImmutableStoragePath(filePath, options.storageDir) ? IMMUTABLE : ONE_HOUR);
    },
  });

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
