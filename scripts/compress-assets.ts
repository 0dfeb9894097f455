// After `react-router build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
// beside every compressible built client file, so the server sends the built JavaScript and CSS
// without compressing them per request (@fastify/static `preCompressed`, apps/server/src/web/static-files.ts).
// Brotli at quality 11 is too slow for per-request work but is done once here.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../apps/web/build/client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain nothing that pays for the extra header and lookup. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressFile(file: string): Promise<number> {
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
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return source.length;
}

const started = performance.now();
const files = (await filesUnder(CLIENT_DIR)).filter((file) => COMPRESSIBLE.test(file));
let count = 0;
for (const file of files) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  await compressFile(file);
  count += 1;
}
console.log(`compressed ${count} client files (.br, .gz) in ${Math.round(performance.now() - started)} ms`);
