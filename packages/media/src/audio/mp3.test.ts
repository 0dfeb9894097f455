import { describe, expect, it } from 'vitest';
import { synthesiseDemoTrack } from './demo-track.ts';
import { encodeMp3 } from './mp3-encode.ts';
import { id3v2Size, parseMp3FrameHeader, probeMp3Duration } from './mp3-probe.ts';

const clip = synthesiseDemoTrack({ seed: 'probe', seconds: 4, flavour: 'house' });
const mono = encodeMp3(clip.samples, { sampleRate: 22050, channels: 1, kbps: 64 });

/** An ID3v2.3 tag with one title frame and some padding, as taggers write them. */
function id3Tag(title: string, paddingBytes: number): Buffer {
  const text = Buffer.from(`\u0000${title}`, 'latin1');
  const frame = Buffer.concat([Buffer.from('TIT2'), Buffer.from([0, 0, 0, text.length, 0, 0]), text]);
  const body = Buffer.concat([frame, Buffer.alloc(paddingBytes)]);
  const size = body.length;
  const header = Buffer.from([
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  ]);
  return Buffer.concat([header, body]);
}

describe('encodeMp3', () => {
  it('starts with an MPEG-2 Layer III frame header for 22,050 Hz mono at 64 kbps', () => {
    expect(mono.subarray(0, 2).toString('hex')).toMatch(/^fff[23]/);
    expect(parseMp3FrameHeader(mono, 0)).toMatchObject({
      version: 2,
      layer: 3,
      sampleRate: 22050,
      bitrateKbps: 64,
      channels: 1,
    });
  });

  it('gives the same bytes for the same samples', () => {
    expect(encodeMp3(clip.samples, { sampleRate: 22050, channels: 1, kbps: 64 }).equals(mono)).toBe(true);
  });

  it('encodes interleaved stereo at 44,100 Hz as MPEG-1', () => {
    const stereo = new Float32Array(44100 * 2 * 2);
    for (let i = 0; i < stereo.length; i++) stereo[i] = 0.3 * Math.sin((i >> 1) * 0.05);
    const mp3 = encodeMp3(stereo, { sampleRate: 44100, channels: 2, kbps: 128 });
    expect(parseMp3FrameHeader(mp3, 0)).toMatchObject({ version: 1, layer: 3, sampleRate: 44100, channels: 2 });
    expect(Math.abs((probeMp3Duration(mp3) ?? 0) - 2)).toBeLessThanOrEqual(0.2);
  });
});

describe('probeMp3Duration', () => {
  it('reads the length of an encoded clip within 0.2 s', () => {
    expect(Math.abs((probeMp3Duration(mono) ?? 0) - 4)).toBeLessThanOrEqual(0.2);
  });

  it('skips a leading ID3v2 tag', () => {
    const tag = id3Tag('Night Tides', 512);
    const tagged = Buffer.concat([tag, mono]);
    expect(id3v2Size(tagged)).toBe(tag.length);
    expect(probeMp3Duration(tagged)).toBe(probeMp3Duration(mono));
  });

  it('believes the frame count of an Info header over the frames that follow', () => {
    const first = parseMp3FrameHeader(mono, 0);
    if (!first) throw new Error('no first frame');
    const infoFrame = Buffer.alloc(first.frameBytes);
    mono.copy(infoFrame, 0, 0, 4);
    const at = 4 + 9; // MPEG-2 mono side information is 9 bytes
    infoFrame.write('Info', at, 'latin1');
    infoFrame.writeUInt32BE(1, at + 4); // frames field present
    infoFrame.writeUInt32BE(1000, at + 8);
    const seconds = probeMp3Duration(Buffer.concat([infoFrame, mono]));
    expect(seconds).toBeCloseTo((1000 * 576) / 22050, 6);
  });

  it('returns null for bytes that hold no MPEG audio', () => {
    expect(probeMp3Duration(Buffer.from('RIFF....WAVEfmt this is not an mp3 at all'))).toBeNull();
    expect(probeMp3Duration(new Uint8Array(0))).toBeNull();
  });
});
