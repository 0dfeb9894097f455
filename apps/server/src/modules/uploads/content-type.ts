// The content type of a file read from its first bytes (packages/media's sniffFileKind, the check the
// masters and artwork go through; docs/storage-and-uploads.md "Checked by content") and PDF's own
// signature: what a file sent beside a message may be. Never the name or the type the sender declared.
import { FILE_KIND_SNIFF_BYTES, sniffFileKind, type AudioFormat } from '@spindle/media/file-kind';

const AUDIO_TYPES: Readonly<Record<AudioFormat, string>> = {
  wav: 'audio/wav',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
};

/** image/*, audio/* or application/pdf as the bytes say; null for anything else (a page, a program, a zip). */
export function documentContentTypeOf(bytes: Uint8Array): string | null {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  const kind = sniffFileKind(bytes.subarray(0, FILE_KIND_SNIFF_BYTES));
  if (kind?.kind === 'image') return `image/${kind.format}`;
  if (kind?.kind === 'audio') return AUDIO_TYPES[kind.format];
  return null;
}
