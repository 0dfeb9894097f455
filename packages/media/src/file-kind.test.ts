import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './audio/mp3-encode.ts';
import { sniffFileKind, type FileKind } from './file-kind.ts';

// The first 64 bytes of 50 ms of a 440 Hz tone as ffmpeg 5 writes them (`ffmpeg -f lavfi -i sine
// -ar 8000 -ac 1 -fflags +bitexact tone.<ext>`): real headers, not hand-made ones.
const FFMPEG_HEADS: Record<string, string> = {
  aiff: '464f524d0000034e41494646434f4d4d000000120001000001900010400bfa0000000000000053534e440000032800000000000000000122053e0a480db60fc2',
  flac: '664c614300000022024002400000fd0000fd01f400f0000001904174fc8a9e6e747406d2960276619f9b0400000e0600000066666d7065670000000081002000',
  ogg: '4f676753000200000000000000000000000000000000e11458b6011e01766f726269730000000001401f000000000000805700000000000099014f6767530000',
  m4a: '0000001c667479704d344120000002004d34412069736f6d69736f320000000866726565000003b66d646174de02004c61766335392e33372e31303000023c68',
  aac: 'fff16c4049fffcde02004c61766335392e33372e31303000023c685c20ec923d8539ba4ddef89cf5755df13be3ae727551beb9a489fff40d298e62d99777fbfd',
};

/** A 16-bit PCM WAV of `samples` silent mono samples at 8 kHz. */
function wavFile(samples = 64): Buffer {
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  return wav;
}

function id3Tag(bodyBytes: number): Buffer {
  const tag = Buffer.alloc(10 + bodyBytes);
  tag.write('ID3', 0, 'ascii');
  tag[3] = 4;
  tag[6] = (bodyBytes >> 21) & 0x7f;
  tag[7] = (bodyBytes >> 14) & 0x7f;
  tag[8] = (bodyBytes >> 7) & 0x7f;
  tag[9] = bodyBytes & 0x7f;
  return tag;
}

const mp3 = encodeMp3(new Int16Array(4608), { sampleRate: 44_100, channels: 1, kbps: 128 });
const picture = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } });

describe('a file is told by its first bytes', () => {
  it.each([
    ['WAV', wavFile(), { kind: 'audio', format: 'wav' }],
    ['AIFF', Buffer.from(FFMPEG_HEADS.aiff ?? '', 'hex'), { kind: 'audio', format: 'aiff' }],
    ['FLAC', Buffer.from(FFMPEG_HEADS.flac ?? '', 'hex'), { kind: 'audio', format: 'flac' }],
    ['OGG', Buffer.from(FFMPEG_HEADS.ogg ?? '', 'hex'), { kind: 'audio', format: 'ogg' }],
    ['M4A', Buffer.from(FFMPEG_HEADS.m4a ?? '', 'hex'), { kind: 'audio', format: 'm4a' }],
    ['AAC (ADTS)', Buffer.from(FFMPEG_HEADS.aac ?? '', 'hex'), { kind: 'audio', format: 'aac' }],
    ['MP3 (frame sync)', mp3, { kind: 'audio', format: 'mp3' }],
    ['MP3 behind an ID3 tag', Buffer.concat([id3Tag(20), mp3]), { kind: 'audio', format: 'mp3' }],
    [
      'FLAC behind an ID3 tag',
      Buffer.concat([id3Tag(5), Buffer.from(FFMPEG_HEADS.flac ?? '', 'hex')]),
      { kind: 'audio', format: 'flac' },
    ],
    ['an ID3 tag longer than the bytes read', id3Tag(200_000).subarray(0, 4096), { kind: 'audio', format: 'mp3' }],
  ] as [string, Buffer, FileKind][])('%s is audio', (_name, bytes, kind) => {
    expect(sniffFileKind(bytes)).toEqual(kind);
  });

  it.each([
    ['jpeg', () => picture.clone().jpeg().toBuffer()],
    ['png', () => picture.clone().png().toBuffer()],
    ['webp', () => picture.clone().webp().toBuffer()],
    ['tiff', () => picture.clone().tiff().toBuffer()],
  ] as const)('%s is a picture', async (format, make) => {
    expect(sniffFileKind(await make())).toEqual({ kind: 'image', format });
  });

  it.each([
    ['an HTML page', '<!doctype html><html><script>alert(1)</script></html>'],
    ['an HTML page after a byte-order mark', '\ufeff<html><body>take.wav</body></html>'],
    ['a script', '#!/bin/sh\nrm -rf /\n'],
    ['a PDF', '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'],
    ['an SVG picture', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a RIFF that is not WAVE', 'RIFF\u0024\u0000\u0000\u0000AVI LIST'],
    [
      'an ID3 header followed by HTML',
      `ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0002xx<html><script>x</script></html>`,
    ],
    ['an empty file', ''],
  ])('%s is neither', (_name, text) => {
    expect(sniffFileKind(Buffer.from(text, 'utf8'))).toBeNull();
  });

  it('a ZIP (or an ftyp of a video-only brand) is neither', () => {
    expect(sniffFileKind(Buffer.from('504b0304140000000800', 'hex'))).toBeNull();
    expect(sniffFileKind(Buffer.from('0000001c6674797071742020', 'hex'))).toBeNull();
  });

  it('markup is never audio or a picture, whatever follows its first character', () => {
    fc.assert(
      fc.property(fc.constantFrom('<', '\ufeff<', ' <'), fc.string({ unit: 'binary' }), (start, rest) => {
        expect(sniffFileKind(Buffer.from(start + rest, 'utf8'))).toBeNull();
      }),
    );
  });
});
