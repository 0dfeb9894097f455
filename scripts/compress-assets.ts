// After `react-router build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
// beside every compressible built client file, so the server sends the built JavaScript and CSS
// without compressing them per request (@fastify/static `preCompressed`, apps/server/src/web/static-files.ts).
// Brotli at quality 11 is too slow for per-request work but is done once here.
//
// `npm run build` runs it after the build; `npm start` (scripts/start.ts) runs it in the background
// once the server answers, so a first start does not wait for it. Meanwhile the server sends the files
// as they are: a copy is written under a temporary name and renamed, so a request never finds half
// of one; a file whose copies are already newer than itself is skipped (an interrupted run resumes);
// `.compressed` in the client folder says every file has its copies.
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const CLIENT_DIR = path.resolve(import.meta.dirname, '../apps/web/build/client');
/** Written last: its presence says every compressible file has its .br and .gz copies. */
export const COMPRESSED_MARKER = '.compressed';
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain nothing that pays for the extra header and lookup. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `target` whole or not at all: a reader sees the old state or the complete file. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

async function hasFreshCopies(file: string, sourceMtimeMs: number): Promise<boolean> {
  const copies = await Promise.all([`${file}.br`, `${file}.gz`].map((copy) => stat(copy).catch(() => undefined)));
  return copies.every((copy) => copy !== undefined && copy.mtimeMs >= sourceMtimeMs);
}

async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeAtomically(`${file}.br`, br), writeAtomically(`${file}.gz`, gz)]);
}

/**
 * Compresses every compressible file of `clientDir` lacking fresh copies, `concurrency` files at a time
 * (zlib works on libuv's thread pool), then writes the marker. Returns how many files it compressed.
 */
export async function compressClientFiles(
  clientDir = CLIENT_DIR,
  concurrency = availableParallelism(),
): Promise<number> {
  const files = (await filesUnder(clientDir)).filter((file) => COMPRESSIBLE.test(file));
  let next = 0;
  let count = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const stats = await stat(file);
      if (stats.size < MIN_BYTES || (await hasFreshCopies(file, stats.mtimeMs))) continue;
      await compressFile(file);
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  await writeFile(path.join(clientDir, COMPRESSED_MARKER), `${new Date().toISOString()}\n`);
  return count;
}

if (import.meta.main) {
  const started = performance.now();
  const count = await compressClientFiles();
  console.log(`compressed ${count} client files (.br, .gz) in ${Math.round(performance.now() - started)} ms`);
}
