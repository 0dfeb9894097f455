// MP3 encoding with lamejs (pure JavaScript, no ffmpeg needed for the demo previews).
import { Mp3Encoder } from '@breezystack/lamejs';

/** How to encode: previews are mono 22,050 Hz at 64 kbps (docs/media.md). */
export interface Mp3Options {
  sampleRate: number;
  channels: 1 | 2;
  kbps: number;
}

/** lamejs works best fed a multiple of 576 samples per channel. */
const CHUNK_SAMPLES = 1152 * 8;

/** Float samples in [-1, 1] to 16-bit PCM, clipped. */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    pcm[i] = Math.round(clipped * 32767);
  }
  return pcm;
}

/** An encoder fed in pieces, so a long encode can give the event loop a turn between pieces. */
export interface Mp3Stream {
  /** Encodes more PCM (interleaved L R L R... for stereo). */
  push(samples: Int16Array | Float32Array): void;
  /** Flushes the encoder and returns the whole file. */
  finish(): Buffer;
}

/** Starts an MP3 stream with these options. */
export function createMp3Stream(options: Mp3Options): Mp3Stream {
  const encoder = new Mp3Encoder(options.channels, options.sampleRate, options.kbps);
  const parts: Uint8Array[] = [];
  const encodeChunk = (left: Int16Array, right?: Int16Array): void => {
    const bytes = right ? encoder.encodeBuffer(left, right) : encoder.encodeBuffer(left);
    if (bytes.length > 0) parts.push(Uint8Array.from(bytes));
  };
  return {
    push(samples) {
      const pcm = samples instanceof Float32Array ? floatToPcm16(samples) : samples;
      if (options.channels === 1) {
        for (let start = 0; start < pcm.length; start += CHUNK_SAMPLES)
          encodeChunk(pcm.subarray(start, start + CHUNK_SAMPLES));
        return;
      }
      const frames = Math.floor(pcm.length / 2);
      for (let start = 0; start < frames; start += CHUNK_SAMPLES) {
        const count = Math.min(CHUNK_SAMPLES, frames - start);
        const left = new Int16Array(count);
        const right = new Int16Array(count);
        for (let i = 0; i < count; i++) {
          left[i] = pcm[(start + i) * 2] ?? 0;
          right[i] = pcm[(start + i) * 2 + 1] ?? 0;
        }
        encodeChunk(left, right);
      }
    },
    finish() {
      const tail = encoder.flush();
      if (tail.length > 0) parts.push(Uint8Array.from(tail));
      return Buffer.concat(parts);
    },
  };
}

/** Encodes PCM (mono, or interleaved stereo) to an MP3 file in one go. */
export function encodeMp3(samples: Int16Array | Float32Array, options: Mp3Options): Buffer {
  const stream = createMp3Stream(options);
  stream.push(samples);
  return stream.finish();
}
