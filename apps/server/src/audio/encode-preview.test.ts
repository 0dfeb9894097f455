// ffmpeg (FFMPEG_PATH, else the PATH) on a WAV written here: 16-bit PCM samples of two sine tones.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodePreview } from './encode-preview.ts';
import { assertFfmpegAvailable, ffprobePath, isFfmpegAvailable } from './ffmpeg.ts';
import { probeAudio } from './probe-audio.ts';

/** A 16-bit PCM WAV file: RIFF header, fmt chunk, data chunk (a 440 Hz tone left, 660 Hz right). */
function sineWav(seconds: number, sampleRateHz = 44_100, channels = 2): Buffer {
  const frames = Math.round(seconds * sampleRateHz);
  const dataBytes = frames * channels * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRateHz, 24);
  wav.writeUInt32LE(sampleRateHz * channels * 2, 28);
  wav.writeUInt16LE(channels * 2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels; channel++) {
      const hz = channel === 0 ? 440 : 660;
      const sample = Math.round(Math.sin((2 * Math.PI * hz * frame) / sampleRateHz) * 0.5 * 32767);
      wav.writeInt16LE(sample, 44 + (frame * channels + channel) * 2);
    }
  }
  return wav;
}

let dir: string;
let master: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'spindle-audio-'));
  master = path.join(dir, 'master.wav');
  await writeFile(master, sineWav(12));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('probeAudio', () => {
  it('reads the duration, codec, sample rate and channels of a WAV', async () => {
    const probe = await probeAudio(master);
    expect(probe).toMatchObject({
      codec: 'pcm_s16le',
      sampleRateHz: 44_100,
      channels: 2,
      formatName: 'wav',
      bitrateKbps: 1411,
    });
    expect(probe.durationSeconds).toBeCloseTo(12, 2);
  });

  it('refuses a file that is not audio with audio_invalid', async () => {
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'not audio at all');
    await expect(probeAudio(text)).rejects.toMatchObject({ code: 'audio_invalid' });
  });
});

describe('encodePreview', () => {
  it('encodes the WAV to a 128 kbps MP3 of the same length, with increasing progress up to 100', async () => {
    const output = path.join(dir, 'previews', 'full.mp3');
    const progress: number[] = [];
    const result = await encodePreview({
      input: master,
      output,
      bitrateKbps: 128,
      onProgress: (percent) => progress.push(percent),
    });
    expect(result.durationSeconds).toBeCloseTo(12, 2);

    const probe = await probeAudio(output);
    expect(probe).toMatchObject({
      codec: 'mp3',
      sampleRateHz: 44_100,
      channels: 2,
      formatName: 'mp3',
      bitrateKbps: 128,
    });
    expect(Math.abs(probe.durationSeconds - 12)).toBeLessThanOrEqual(0.2);

    expect(progress.at(-1)).toBe(100);
    expect(progress.filter((percent) => percent === 100)).toHaveLength(1);
    for (const [index, percent] of progress.entries())
      if (index > 0) expect(percent).toBeGreaterThan(progress[index - 1] ?? -1);
    // No temporary file left beside the preview.
    expect(await readdir(path.join(dir, 'previews'))).toEqual(['full.mp3']);
  });

  it('cuts an excerpt from startSeconds for durationSeconds, mono at 64 kbps when asked', async () => {
    const output = path.join(dir, 'excerpt.mp3');
    const result = await encodePreview({
      input: master,
      output,
      startSeconds: 3,
      durationSeconds: 4.5,
      bitrateKbps: 64,
      channels: 1,
      sampleRateHz: 22_050,
    });
    expect(result.durationSeconds).toBe(4.5);
    const probe = await probeAudio(output);
    expect(probe).toMatchObject({ codec: 'mp3', channels: 1, sampleRateHz: 22_050, bitrateKbps: 64 });
    expect(Math.abs(probe.durationSeconds - 4.5)).toBeLessThanOrEqual(0.2);
  });

  it('stops an excerpt at the end of the source, and refuses one starting after it', async () => {
    const output = path.join(dir, 'tail.mp3');
    const result = await encodePreview({ input: master, output, startSeconds: 10, durationSeconds: 30 });
    expect(result.durationSeconds).toBeCloseTo(2, 2);
    expect(Math.abs((await probeAudio(output)).durationSeconds - 2)).toBeLessThanOrEqual(0.2);
    await expect(encodePreview({ input: master, output, startSeconds: 13 })).rejects.toMatchObject({
      code: 'audio_range_invalid',
    });
  });
});

describe('without ffmpeg', () => {
  it('says ffmpeg is missing, with code ffmpeg_missing and what to do', async () => {
    vi.stubEnv('FFMPEG_PATH', path.join(dir, 'no-such-dir', 'ffmpeg'));
    try {
      expect(ffprobePath()).toBe(path.join(dir, 'no-such-dir', 'ffprobe'));
      expect(await isFfmpegAvailable()).toBe(false);
      await expect(assertFfmpegAvailable()).rejects.toMatchObject({ code: 'ffmpeg_missing', status: 503 });
      const failure = await encodePreview({ input: master, output: path.join(dir, 'never.mp3') }).catch(
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({ code: 'ffmpeg_missing' });
      expect(String(failure)).toContain('apt-get install ffmpeg) or set FFMPEG_PATH');
      await expect(probeAudio(master)).rejects.toMatchObject({ code: 'ffmpeg_missing' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('finds ffmpeg on this machine', async () => {
    expect(await isFfmpegAvailable()).toBe(true);
  });
});
