import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressClientFiles, COMPRESSED_MARKER } from './compress-assets.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function clientFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'spindle-compress-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/app.js'), 'console.log("spindle");\n'.repeat(200));
  writeFileSync(path.join(dir, 'assets/app.css'), '.a{color:red}\n'.repeat(200));
  writeFileSync(path.join(dir, 'assets/tiny.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'assets/cover.png'), Buffer.alloc(4096, 1));
  return dir;
}

describe('compressClientFiles', () => {
  it('writes .br and .gz copies that decompress to the file, then the marker, and nothing else', async () => {
    const dir = clientFolder();
    expect(await compressClientFiles(dir, 2)).toBe(2);
    for (const name of ['assets/app.js', 'assets/app.css']) {
      const source = readFileSync(path.join(dir, name));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(source);
      expect(zlib.gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(source);
    }
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'app.css',
      'app.css.br',
      'app.css.gz',
      'app.js',
      'app.js.br',
      'app.js.gz',
      'cover.png',
      'tiny.js',
    ]);
    expect(statSync(path.join(dir, COMPRESSED_MARKER)).isFile()).toBe(true);
  });

  it('skips files whose copies are newer, and compresses again a file changed since', async () => {
    const dir = clientFolder();
    await compressClientFiles(dir, 1);
    expect(await compressClientFiles(dir, 1)).toBe(0);

    const changed = path.join(dir, 'assets/app.js');
    writeFileSync(changed, 'console.log("changed");\n'.repeat(200));
    const later = new Date(Date.now() + 60_000);
    utimesSync(changed, later, later);
    expect(await compressClientFiles(dir, 1)).toBe(1);
    expect(zlib.brotliDecompressSync(readFileSync(`${changed}.br`))).toEqual(readFileSync(changed));
  });
});
