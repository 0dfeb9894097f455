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
import type { JobContext, JobHandler } from '../../jobs/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { TrackRow, TracksRepo } from './tracks.repo.ts';

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

type EncodePayload = z.infer<typeof payloadSchema>;

/**
 * The progress callback of one encode: a write every PROGRESS_STEP percent to the job and the track,
 * chained so they land in order; `settled` waits for the last one. 100 is written with the preview.
 */
function createProgressWriter(deps: EncodeJobDeps, trackId: number, context: JobContext) {
  let written = 0;
  let writes = Promise.resolve();
  const onProgress = (percent: number) => {
    if (percent >= 100 || percent - written < PROGRESS_STEP) return;
    written = percent;
    writes = writes
      .then(async () => {
        await context.reportProgress(percent);
        await deps.repo.updateTrack(trackId, { encodingProgress: percent });
      })
      .catch((err: unknown) => context.logger.warn({ err }, 'encode: progress not recorded'));
  };
  return { onProgress, settled: () => writes };
}

/** Copies the master from private storage into the work folder (ffmpeg reads a local file). */
async function copyMaster(deps: EncodeJobDeps, sourcePath: string, workDir: string): Promise<string> {
  const input = path.join(workDir, `source${path.extname(sourcePath) || '.bin'}`);
  await pipeline(await deps.privateStorage.stream(sourcePath), createWriteStream(input));
  return input;
}

/** Stores the MP3 under a new name (previews are cached for good), marks the track done, drops the old one. */
async function storePreview(deps: EncodeJobDeps, track: TrackRow, output: string, durationSeconds: number) {
  const previewPath = `previews/${randomUUID()}.mp3`;
  await deps.publicStorage.put(previewPath, await readFile(output), 'audio/mpeg');
  await deps.repo.updateTrack(track.id, {
    previewPath,
    encodingStatus: 'done',
    encodingProgress: 100,
    encodingError: null,
    durationSeconds: Math.round(durationSeconds),
  });
  if (track.previewPath && track.previewPath !== previewPath) {
    await deps.publicStorage.delete(track.previewPath).catch(() => undefined);
  }
}

/** Probes and encodes the master in the work folder, then stores the preview. */
async function encodeTrackPreview(
  deps: EncodeJobDeps,
  track: TrackRow & { sourcePath: string },
  payload: EncodePayload,
  context: JobContext,
  workDir: string,
): Promise<void> {
  const input = await copyMaster(deps, track.sourcePath, workDir);
  const output = path.join(workDir, 'preview.mp3');
  const progress = createProgressWriter(deps, track.id, context);
  const source = await probeAudio(input, { signal: context.signal });
  await encodePreview({
    input,
    output,
    startSeconds: payload.startSeconds,
    ...(payload.durationSeconds === undefined ? {} : { durationSeconds: payload.durationSeconds }),
    bitrateKbps: PREVIEW_BITRATE_KBPS,
    onProgress: progress.onProgress,
    signal: context.signal,
  });
  await progress.settled();
  await storePreview(deps, track, output, source.durationSeconds);
}

/** The error's code for the owner (audio_invalid, ffmpeg_missing...), audio_encode_failed otherwise. */
function encodeErrorCodeOf(error: unknown): string {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'audio_encode_failed';
}

export function createEncodeHandler(deps: EncodeJobDeps): JobHandler {
  return async (job, context) => {
    const payload = payloadSchema.parse(job.payload);
    const track = await deps.repo.findTrackById(payload.trackId);
    if (!track?.sourcePath) {
      context.logger.warn({ trackId: payload.trackId }, 'encode: the track or its master is gone');
      return;
    }
    await deps.repo.updateTrack(track.id, { encodingStatus: 'encoding', encodingError: null });
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-encode-'));
    try {
      await encodeTrackPreview(deps, { ...track, sourcePath: track.sourcePath }, payload, context, workDir);
    } catch (error) {
      // The track shows the failure; rethrown so the runner retries, then fails the job.
      await deps.repo.updateTrack(track.id, { encodingStatus: 'failed', encodingError: encodeErrorCodeOf(error) });
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}
