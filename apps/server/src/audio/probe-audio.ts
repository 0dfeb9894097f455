// What an audio file is, from ffprobe: duration, codec, sample rate, channels.
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { ffprobePath, runTool } from './ffmpeg.ts';

export interface AudioProbe {
  durationSeconds: number;
  /** ffprobe's codec name: mp3, pcm_s16le, flac, aac... */
  codec: string;
  sampleRateHz: number;
  channels: number;
  /** Average bit rate, when ffprobe knows it. */
  bitrateKbps: number | null;
  /** Container: wav, mp3, flac, mov,mp4,m4a,3gp,3g2,mj2... */
  formatName: string;
}

const numeric = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => {
    const number = Number(value);
    return value === undefined || !Number.isFinite(number) ? null : number;
  });

const ffprobeOutputSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        sample_rate: numeric,
        channels: z.number().optional(),
        duration: numeric,
        bit_rate: numeric,
      }),
    )
    .default([]),
  format: z.object({ format_name: z.string().default(''), duration: numeric, bit_rate: numeric }).optional(),
});

/** Probes the first audio stream of `file`; throws audio_invalid when there is none, ffmpeg_missing without ffprobe. */
export async function probeAudio(file: string, options: { signal?: AbortSignal } = {}): Promise<AudioProbe> {
  const result = await runTool(
    ffprobePath(),
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-select_streams', 'a:0', file],
    { signal: options.signal },
  );
  const invalid = (why: string) => new AppError('audio_invalid', { message: `Not a readable audio file: ${why}` });
  if (result.exitCode !== 0)
    throw invalid(result.stderr.trim().split('\n').pop() ?? `ffprobe exited with ${result.exitCode}`);
  let json: unknown;
  try {
    json = JSON.parse(result.stdout);
  } catch {
    throw invalid('ffprobe gave no JSON');
  }
  const parsed = ffprobeOutputSchema.safeParse(json);
  if (!parsed.success) throw invalid('unexpected ffprobe output');
  const stream = parsed.data.streams.find((candidate) => candidate.codec_type === 'audio');
  const duration = stream?.duration ?? parsed.data.format?.duration ?? null;
  if (!stream?.codec_name || !stream.sample_rate || !stream.channels || duration === null)
    throw invalid('no audio stream');
  const bitRate = stream.bit_rate ?? parsed.data.format?.bit_rate ?? null;
  return {
    durationSeconds: duration,
    codec: stream.codec_name,
    sampleRateHz: stream.sample_rate,
    channels: stream.channels,
    bitrateKbps: bitRate === null ? null : Math.round(bitRate / 1000),
    formatName: parsed.data.format?.format_name ?? '',
  };
}
