import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkOrCopyFile, makeDemoPreviewLibrary } from './demo-previews.ts';

const root = mkdtemp(path.join(os.tmpdir(), 'spindle-previews-'));
afterAll(async () => rm(await root, { recursive: true, force: true }));

describe('makeDemoPreviewLibrary', () => {
  it('writes distinct clips of the asked length, and reuses them on the next start', async () => {
    const dir = path.join(await root, 'library');
    const clips = await makeDemoPreviewLibrary(dir, 3, { seconds: 2 });
    expect(clips).toHaveLength(3);
    const bytes = await Promise.all(clips.map((clip) => readFile(clip.file)));
    expect(new Set(bytes.map((file) => file.toString('base64'))).size).toBe(3);
    for (const clip of clips) expect(Math.abs(clip.durationSeconds - 2)).toBeLessThanOrEqual(0.2);
    const before = await Promise.all(clips.map((clip) => stat(clip.file)));
    const again = await makeDemoPreviewLibrary(dir, 3, { seconds: 2 });
    const after = await Promise.all(again.map((clip) => stat(clip.file)));
    expect(after.map((file) => file.mtimeMs)).toEqual(before.map((file) => file.mtimeMs));
    expect(again).toEqual(clips);
  });

  it('encodes the same bytes on the main thread as in the worker', async () => {
    const dir = await root;
    const [inWorker] = await makeDemoPreviewLibrary(path.join(dir, 'worker'), 1, { seconds: 2, seed: 'same' });
    const [here] = await makeDemoPreviewLibrary(path.join(dir, 'main-thread'), 1, {
      seconds: 2,
      seed: 'same',
      inWorker: false,
    });
    if (!inWorker || !here) throw new Error('no clip');
    expect((await readFile(here.file)).equals(await readFile(inWorker.file))).toBe(true);
  });

  it('links a clip under a track uuid with the same bytes, replacing what was there', async () => {
    const dir = await root;
    const [clip] = await makeDemoPreviewLibrary(path.join(dir, 'library'), 1, { seconds: 2 });
    if (!clip) throw new Error('no clip');
    const target = path.join(dir, 'previews', '2f1c7a4e-0000-4000-8000-000000000001.mp3');
    await linkOrCopyFile(clip.file, target);
    await linkOrCopyFile(clip.file, target);
    expect((await readFile(target)).equals(await readFile(clip.file))).toBe(true);
  });
});
