// Reads an MP3's duration from its frame headers (ID3v2 skipped, Xing/Info/VBRI used when present),
// so track durations can be stored without decoding audio.

/** What the first frame header says about the stream. */
export interface Mp3FrameHeader {
  version: 1 | 2 | 2.5;
  layer: 1 | 2 | 3;
  bitrateKbps: number;
  sampleRate: number;
  channels: 1 | 2;
  frameBytes: number;
  samplesPerFrame: number;
}

const BITRATES_KBPS: Record<string, readonly number[]> = {
  V1L1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  V1L2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  V1L3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  V2L1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  V2L2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  V2L3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<string, readonly number[]> = {
  '1': [44100, 48000, 32000],
  '2': [22050, 24000, 16000],
  '2.5': [11025, 12000, 8000],
};

/** Parses the 4-byte frame header at `offset`, or null when there is no valid header there. */
export function parseMp3FrameHeader(bytes: Uint8Array, offset: number): Mp3FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  const bitrateIndex = (b2 >> 4) & 15;
  const rateIndex = (b2 >> 2) & 3;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const bitrateKbps = BITRATES_KBPS[`V${version === 1 ? 1 : 2}L${layer}`]?.[bitrateIndex] ?? 0;
  const sampleRate = SAMPLE_RATES[String(version)]?.[rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  const channels = ((b3 >> 6) & 3) === 3 ? 1 : 2;
  const samplesPerFrame = layer === 1 ? 384 : layer === 2 || version === 1 ? 1152 : 576;
  const frameBytes =
    layer === 1
      ? (Math.floor((12 * bitrateKbps * 1000) / sampleRate) + padding) * 4
      : Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { version, layer, bitrateKbps, sampleRate, channels, frameBytes, samplesPerFrame };
}

/** Size of a leading ID3v2 tag (0 when there is none). */
export function id3v2Size(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const syncsafe =
    (((bytes[6] ?? 0) & 0x7f) << 21) |
    (((bytes[7] ?? 0) & 0x7f) << 14) |
    (((bytes[8] ?? 0) & 0x7f) << 7) |
    ((bytes[9] ?? 0) & 0x7f);
  const hasFooter = ((bytes[5] ?? 0) & 0x10) !== 0;
  return 10 + syncsafe + (hasFooter ? 10 : 0);
}

const readUint32 = (bytes: Uint8Array, offset: number): number =>
  (((bytes[offset] ?? 0) << 24) |
    ((bytes[offset + 1] ?? 0) << 16) |
    ((bytes[offset + 2] ?? 0) << 8) |
    (bytes[offset + 3] ?? 0)) >>>
  0;
const asciiAt = (bytes: Uint8Array, offset: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

/** Frame count from a Xing/Info or VBRI header in the first frame, if it has one. */
function vbrFrameCount(bytes: Uint8Array, offset: number, header: Mp3FrameHeader): number | null {
  const sideInfo = header.version === 1 ? (header.channels === 1 ? 17 : 32) : header.channels === 1 ? 9 : 17;
  const xing = offset + 4 + sideInfo;
  const tag = asciiAt(bytes, xing, 4);
  if ((tag === 'Xing' || tag === 'Info') && (readUint32(bytes, xing + 4) & 1) === 1) return readUint32(bytes, xing + 8);
  if (asciiAt(bytes, offset + 36, 4) === 'VBRI') return readUint32(bytes, offset + 36 + 14);
  return null;
}

/**
 * Duration in seconds of an MP3 file, or null when no MPEG audio frame is found. Walks every frame
 * unless a Xing/Info/VBRI header gives the count (VBR files need one of the two).
 */
export function probeMp3Duration(file: Uint8Array): number | null {
  let offset = id3v2Size(file);
  // Tolerate a little junk before the first frame, as some taggers leave.
  const scanLimit = Math.min(file.length, offset + 64 * 1024);
  let first: Mp3FrameHeader | null = null;
  for (; offset < scanLimit; offset++) {
    first = parseMp3FrameHeader(file, offset);
    if (first && parseMp3FrameHeader(file, offset + first.frameBytes)) break;
    if (first && offset + first.frameBytes === file.length) break;
    first = null;
  }
  if (!first) return null;
  const frames = vbrFrameCount(file, offset, first);
  if (frames !== null) return (frames * first.samplesPerFrame) / first.sampleRate;
  let seconds = 0;
  for (let header: Mp3FrameHeader | null = first; header; header = parseMp3FrameHeader(file, offset)) {
    if (offset + header.frameBytes > file.length) break;
    seconds += header.samplesPerFrame / header.sampleRate;
    offset += header.frameBytes;
  }
  return seconds;
}
