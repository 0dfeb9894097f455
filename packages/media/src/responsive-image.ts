// A stored picture re-encoded at one of the allowed widths in AVIF, WebP or JPEG (issue 19): what the
// server derives on a variant's first request (docs/media.md, "Sized and modern formats").
import sharp, { type Sharp } from 'sharp';
import type { ResponsiveImageFormat, ResponsiveImageWidth } from '@spindle/domain';

/**
 * Encoder settings, measured on this 2-core machine (load ~14) for a demo sleeve (600 px, JPEG 22.7 KB)
 * and banner (1200 px, 20.8 KB), docs/media.md: AVIF at effort 2 takes 170-230 ms for 6.9 and 9.0 KB,
 * against 1.1-1.6 s for 12-22 % fewer bytes at sharp's default effort 4; WebP at effort 2 takes
 * 28-90 ms for 9.0 and 10.0 KB.
 */
const ENCODE: Readonly<Record<ResponsiveImageFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * The picture `width` pixels wide (never enlarged: a narrower source keeps its width) in `format`,
 * its proportions kept. Throws when the bytes are not an image sharp can read.
 */
export function encodeResponsiveImage(
  source: Buffer,
  width: ResponsiveImageWidth,
  format: ResponsiveImageFormat,
): Promise<Buffer> {
  const resized = sharp(source, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
  return ENCODE[format](resized).toBuffer();
}
