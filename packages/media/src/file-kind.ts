// What a file is, read from its first bytes (its magic numbers), never from the name or the type the
// sender declared: a text/html page named take.wav is still a page. Masters and artwork accept only
// the audio and picture formats below (docs/storage-and-uploads.md, "Checked by content").
import { id3v2Size, parseMp3FrameHeader } from './audio/mp3-probe.ts';

/** The audio formats a master may be in. */
export const AUDIO_FORMATS = ['wav', 'aiff', 'flac', 'mp3', 'aac', 'ogg', 'm4a'] as const;
/** The picture formats artwork may be in (the ones sharp reads for the variants). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'tiff'] as const;

export type AudioFormat = (typeof AUDIO_FORMATS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A recognised file: audio or a picture, and its format. */
export type FileKind = { kind: 'audio'; format: AudioFormat } | { kind: 'image'; format: ImageFormat };

/** Bytes to read from a file's start to tell its kind (an ID3 tag may be longer: see sniffFileKind). */
export const FILE_KIND_SNIFF_BYTES = 64 * 1024;

/** ISO base media brands of audio files (M4A, M4B, AAC in MP4 and the generic MP4 brands that carry it). */
const AUDIO_MP4_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ', 'mp41', 'mp42', 'isom', 'iso2', 'dash']);

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (offset + length > bytes.length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** RIFF containers: WAVE (also RF64/BW64 for files over 4 GB) and WEBP. */
function riffKind(bytes: Uint8Array): FileKind | null {
  const chunk = ascii(bytes, 0, 4);
  const form = ascii(bytes, 8, 4);
  if ((chunk === 'RIFF' || chunk === 'RF64' || chunk === 'BW64') && form === 'WAVE')
    return { kind: 'audio', format: 'wav' };
  if (chunk === 'RIFF' && form === 'WEBP') return { kind: 'image', format: 'webp' };
  return null;
}

/** ADTS, raw AAC: 12 sync bits, layer 00, a valid sampling index. */
function isAdtsFrame(bytes: Uint8Array, offset: number): boolean {
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  return bytes[offset] === 0xff && (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) < 13;
}

/** An MPEG audio frame at `offset` whose next frame, when the bytes reach it, is one too. */
function isMp3Stream(bytes: Uint8Array, offset: number): boolean {
  const frame = parseMp3FrameHeader(bytes, offset);
  if (!frame) return false;
  const next = offset + frame.frameBytes;
  return next + 4 > bytes.length || parseMp3FrameHeader(bytes, next) !== null;
}

/** What follows an ID3v2 tag: MPEG audio, FLAC or AAC; unknown when the tag runs past the bytes read. */
function afterId3(bytes: Uint8Array): FileKind | null {
  const validHeader =
    (bytes[3] ?? 0) >= 2 && (bytes[3] ?? 0) <= 4 && [6, 7, 8, 9].every((i) => (bytes[i] ?? 0x80) < 0x80);
  if (!validHeader) return null;
  const offset = id3v2Size(bytes);
  // A long tag (cover art) may run past what was read: the tag itself says audio follows.
  if (offset + 4 > bytes.length) return { kind: 'audio', format: 'mp3' };
  if (ascii(bytes, offset, 4) === 'fLaC') return { kind: 'audio', format: 'flac' };
  if (isAdtsFrame(bytes, offset)) return { kind: 'audio', format: 'aac' };
  return isMp3Stream(bytes, offset) ? { kind: 'audio', format: 'mp3' } : null;
}

/** The audio formats told by a fixed signature at the start. */
function signedAudioKind(bytes: Uint8Array): FileKind | null {
  const head = ascii(bytes, 0, 4);
  if (head === 'fLaC') return { kind: 'audio', format: 'flac' };
  if (head === 'OggS' && bytes[4] === 0) return { kind: 'audio', format: 'ogg' };
  if (head === 'FORM' && ['AIFF', 'AIFC'].includes(ascii(bytes, 8, 4))) return { kind: 'audio', format: 'aiff' };
  // The ftyp box comes first and is small: its 32-bit size starts with two zero bytes.
  const smallBox = bytes[0] === 0 && bytes[1] === 0;
  if (smallBox && ascii(bytes, 4, 4) === 'ftyp' && AUDIO_MP4_BRANDS.has(ascii(bytes, 8, 4)))
    return { kind: 'audio', format: 'm4a' };
  return null;
}

/** The picture formats told by a fixed signature at the start. */
function imageKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', format: 'png' };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return { kind: 'image', format: 'tiff' };
  return null;
}

/**
 * The kind of a file from its first bytes (give FILE_KIND_SNIFF_BYTES, or the whole file when
 * shorter): WAV, AIFF, FLAC, MP3 (ID3 tag or MPEG frame sync), AAC (ADTS), OGG, M4A; JPEG, PNG,
 * WebP, TIFF. Null for anything else, whatever its name or declared type.
 */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  const signed = riffKind(bytes) ?? signedAudioKind(bytes) ?? imageKind(bytes);
  if (signed) return signed;
  if (ascii(bytes, 0, 3) === 'ID3') return afterId3(bytes);
  if (isAdtsFrame(bytes, 0)) return { kind: 'audio', format: 'aac' };
  return isMp3Stream(bytes, 0) ? { kind: 'audio', format: 'mp3' } : null;
}
