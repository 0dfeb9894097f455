// Source-over compositing of RGBA pixels in plain JavaScript. For the few layers a mock-up needs at
// integer offsets this is 4-5x cheaper than a libvips pipeline (measured in docs/media.md).
import { hexToRgb } from './colour.ts';
import type { RawImage } from './raw-image.ts';

/** A new canvas filled with a colour ('#rrggbb'), or transparent. */
export function createCanvas(width: number, height: number, fillHex?: string): RawImage {
  const data = Buffer.alloc(width * height * 4);
  if (fillHex) {
    const { r, g, b } = hexToRgb(fillHex);
    data.fill(Buffer.from([r, g, b, 255]));
  }
  return { data, info: { width, height, channels: 4 } };
}

/** A copy that can be drawn on without touching the original (cached renders stay intact). */
export function copyImage(image: RawImage): RawImage {
  return { data: Buffer.from(image.data), info: { ...image.info } };
}

/** Draws `source` over `target` with its top-left corner at (left, top); parts outside are clipped. */
export function drawOver(target: RawImage, source: RawImage, left: number, top: number): RawImage {
  const t = target.data;
  const s = source.data;
  const targetWidth = target.info.width;
  const sourceWidth = source.info.width;
  const fromX = Math.max(0, -left);
  const toX = Math.min(sourceWidth, targetWidth - left);
  const fromY = Math.max(0, -top);
  const toY = Math.min(source.info.height, target.info.height - top);
  for (let y = fromY; y < toY; y++) {
    let si = (y * sourceWidth + fromX) * 4;
    let ti = ((y + top) * targetWidth + left + fromX) * 4;
    for (let x = fromX; x < toX; x++, si += 4, ti += 4) {
      const alpha = s[si + 3] ?? 0;
      if (alpha === 0) continue;
      if (alpha === 255) {
        t[ti] = s[si] ?? 0;
        t[ti + 1] = s[si + 1] ?? 0;
        t[ti + 2] = s[si + 2] ?? 0;
        t[ti + 3] = 255;
        continue;
      }
      // Straight (non-premultiplied) alpha: out = src*a + dst*da*(1-a), divided by the new alpha.
      const below = ((t[ti + 3] ?? 0) * (255 - alpha)) / 255;
      const outAlpha = alpha + below;
      t[ti] = ((s[si] ?? 0) * alpha + (t[ti] ?? 0) * below) / outAlpha;
      t[ti + 1] = ((s[si + 1] ?? 0) * alpha + (t[ti + 1] ?? 0) * below) / outAlpha;
      t[ti + 2] = ((s[si + 2] ?? 0) * alpha + (t[ti + 2] ?? 0) * below) / outAlpha;
      t[ti + 3] = outAlpha;
    }
  }
  return target;
}

/** Darkens the colour (not the alpha) in a vertical band, fading from `strength` at x0 to 0 at x1. */
export function shadeBand(target: RawImage, x0: number, x1: number, strength: number): RawImage {
  const { width, height } = target.info;
  const t = target.data;
  for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
    const keep = 1 - strength * (1 - (x - x0) / (x1 - x0));
    for (let y = 0, i = x * 4; y < height; y++, i += width * 4) {
      t[i] = (t[i] ?? 0) * keep;
      t[i + 1] = (t[i + 1] ?? 0) * keep;
      t[i + 2] = (t[i + 2] ?? 0) * keep;
    }
  }
  return target;
}
