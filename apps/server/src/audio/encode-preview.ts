// Transcoding a master (or an excerpt of it) to an MP3 preview with ffmpeg, reporting progress in
// percent from `-progress pipe:1` against the duration known beforehand (probed).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/errors.ts';
import { assertFfmpegAvailable, ffmpegPath, runTool } from './ffmpeg.ts';
import { createProgressTracker } from './ffmpeg-progress.ts';
import { probeAudio } from './probe-audio.ts';

export interface EncodePreviewOptions {
  /** Path of the source audio (any format ffmpeg reads). */
  input: string;
  /** Path of the MP3 to write; replaced whole only once the encode succeeded. */
  output: string;
  /** Where the excerpt starts (default: the beginning). */
  startSeconds?: number;
  /** Length of the excerpt (default: to the end). */
  durationSeconds?: number;
  /** MP3 bit rate (default 128 kbps, constant). */
  bitrateKbps?: number;
  /** Resample to this rate (default: the source's). */
  sampleRateHz?: number;
  /** 1 for mono, 2 for stereo (default: the source's). */
  channels?: 1 | 2;
  /** Whole percents, increasing, ending at 100 once the file is written. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface EncodedPreview {
  output: string;
  /** Length of the preview, as planned from the source's duration. */
  durationSeconds: number;
}

/** Encodes `input` to an MP3 at `output`. Throws ffmpeg_missing, audio_invalid, audio_range_invalid or audio_encode_failed. */
export async function encodePreview(options: EncodePreviewOptions): Promise<EncodedPreview> {
  await assertFfmpegAvailable();
  const source = await probeAudio(options.input, { signal: options.signal });
  const start = Math.max(0, options.startSeconds ?? 0);
  if (start >= source.durationSeconds) {
    throw new AppError('audio_range_invalid', {
      message: `The excerpt starts at ${start} s, after the end (${source.durationSeconds} s)`,
    });
  }
  const available = source.durationSeconds - start;
  const expectedSeconds =
    options.durationSeconds === undefined ? available : Math.min(Math.max(options.durationSeconds, 0), available);
  if (expectedSeconds <= 0) throw new AppError('audio_range_invalid', { message: 'The excerpt is empty' });

  const bitrateKbps = options.bitrateKbps ?? 128;
  const tracker = createProgressTracker(expectedSeconds, options.onProgress ?? (() => undefined));
  await mkdir(path.dirname(path.resolve(options.output)), { recursive: true });
  // Written beside the target then renamed: nobody ever sees a half-written preview.
  const temp = `${options.output}.${randomBytes(6).toString('hex')}.part`;
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    ...(start > 0 ? ['-ss', start.toFixed(3)] : []),
    '-i',
    options.input,
    ...(options.durationSeconds === undefined ? [] : ['-t', expectedSeconds.toFixed(3)]),
    '-map',
    '0:a:0',
    '-vn',
    '-map_metadata',
    '-1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${bitrateKbps}k`,
    ...(options.sampleRateHz ? ['-ar', String(options.sampleRateHz)] : []),
    ...(options.channels ? ['-ac', String(options.channels)] : []),
    '-f',
    'mp3',
    '-progress',
    'pipe:1',
    '-stats_period',
    '0.2',
    '-nostats',
    temp,
  ];
  try {
    const result = await runTool(ffmpegPath(), args, {
      onStdout: (text) => tracker.push(text),
      signal: options.signal,
    });
    if (result.exitCode !== 0) {
      const reason = result.stderr.trim().split('\n').slice(-3).join(' / ') || `exit code ${result.exitCode}`;
      throw new AppError('audio_encode_failed', {
        message: `ffmpeg could not encode ${path.basename(options.input)}: ${reason}`,
      });
    }
    await rename(temp, options.output);
  } finally {
    await rm(temp, { force: true });
  }
  tracker.complete();
  return { output: options.output, durationSeconds: expectedSeconds };
}
