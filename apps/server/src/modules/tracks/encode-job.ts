// The audio.encode job: the track's master (private storage) transcoded by ffmpeg to an MP3 preview
// stored publicly at previews/{random uuid}.mp3 (a new file per encode: they are cached for good).
// Progress goes to the job row and to the track, so the owner can follow it.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { encodePreview } from '../../audio/encode-preview.ts';
import { probeAudio } from '../../audio/probe-audio.ts';
import type { JobHandler } from '../../jobs/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { TracksRepo } from './tracks.repo.ts';

const payloadSchema = z.object({
  trackId: z.number().int().positive(),
  startSeconds: z.number().min(0).default(0),
  durationSeconds: z.number().positive().optional(),
});

/** Preview bit rate: 128 kbps MP3, constant. */
export const PREVIEW_BITRATE_KBPS = 128;
/** Progress is written to the track at most every this many percent. */
const PROGRESS_STEP = 5;

export interface EncodeJobDeps {
  repo: Pick<TracksRepo, 'findTrackById' | 'updateTrack'>;
  privateStorage: FileStorage;
  publicStorage: FileStorage;
}

export function createEncodeHandler({ repo, privateStorage, publicStorage }: EncodeJobDeps): JobHandler {
  return async (job, context) => {
    const payload = payloadSchema.parse(job.payload);
    const track = await repo.findTrackById(payload.trackId);
    if (!track?.sourcePath) {
      context.logger.warn({ trackId: payload.trackId }, 'encode: the track or its master is gone');
      return;
    }
    await repo.updateTrack(track.id, { encodingStatus: 'encoding', encodingError: null });
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-encode-'));
    try {
      const input = path.join(workDir, `source${path.extname(track.sourcePath) || '.bin'}`);
      await pipeline(await privateStorage.stream(track.sourcePath), createWriteStream(input));
      const output = path.join(workDir, 'preview.mp3');
      let written = 0;
      let writes = Promise.resolve();
      const onProgress = (percent: number) => {
        // 100 is written with the preview itself, below; in between, a write every PROGRESS_STEP percent.
        if (percent >= 100 || percent - written < PROGRESS_STEP) return;
        written = percent;
        // Writes are chained so they land in order.
        writes = writes
          .then(async () => {
            await context.reportProgress(percent);
            await repo.updateTrack(track.id, { encodingProgress: percent });
          })
          .catch((err: unknown) => context.logger.warn({ err }, 'encode: progress not recorded'));
      };
      const source = await probeAudio(input, { signal: context.signal });
      await encodePreview({
        input,
        output,
        startSeconds: payload.startSeconds,
        ...(payload.durationSeconds === undefined ? {} : { durationSeconds: payload.durationSeconds }),
        bitrateKbps: PREVIEW_BITRATE_KBPS,
        onProgress,
        signal: context.signal,
      });
      await writes;
      const previewPath = `previews/${randomUUID()}.mp3`;
      await publicStorage.put(previewPath, await readFile(output), 'audio/mpeg');
      await repo.updateTrack(track.id, {
        previewPath,
        encodingStatus: 'done',
        encodingProgress: 100,
        encodingError: null,
        durationSeconds: Math.round(source.durationSeconds),
      });
      if (track.previewPath && track.previewPath !== previewPath) {
        await publicStorage.delete(track.previewPath).catch(() => undefined);
      }
    } catch (error) {
      const code =
        error instanceof Error && 'code' in error && typeof error.code === 'string'
          ? error.code
          : 'audio_encode_failed';
      await repo.updateTrack(track.id, { encodingStatus: 'failed', encodingError: code });
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}
