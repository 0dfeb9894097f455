// Song previews of the demo: a small library of synthesised clips, linked to storage/previews/{uuid}.mp3
// for every track (media's makeDemoPreviewLibrary explains why clips are shared).
import path from 'node:path';
import { linkOrCopyFile, makeDemoPreviewLibrary } from '@spindle/media';
import { PREVIEW_LIBRARY_FOLDER } from './reset.ts';

/** Distinct clips in the library, and their length: 8 x 15 s keeps the encoding near 3 s of CPU. */
export const PREVIEW_CLIP_COUNT = 8;
export const PREVIEW_CLIP_SECONDS = 15;

/** Writes a preview file for every track (in batches, to bound open files). */
export async function writeTrackPreviews(
  storageDir: string,
  tracks: readonly { uuid: string; projectId: number }[],
): Promise<void> {
  const previews = path.join(storageDir, 'previews');
  const clips = await makeDemoPreviewLibrary(path.join(previews, PREVIEW_LIBRARY_FOLDER), PREVIEW_CLIP_COUNT, {
    seed: 'spindle',
    seconds: PREVIEW_CLIP_SECONDS,
  });
  const batch = 64;
  for (let start = 0; start < tracks.length; start += batch) {
    await Promise.all(
      tracks.slice(start, start + batch).map((track, offset) => {
        // Tracks of one project take consecutive clips, so an album does not repeat a tune.
        const clip = clips[(track.projectId + start + offset) % clips.length];
        return clip ? linkOrCopyFile(clip.file, path.join(previews, `${track.uuid}.mp3`)) : Promise.resolve();
      }),
    );
  }
}
