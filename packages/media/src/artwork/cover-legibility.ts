// Measures what a visitor sees of a sleeve's words (issue 18: covers clipped their titles or set them
// in low contrast): the sleeve is rendered with and without its words, and once more with the words
// alone in white on black; where a glyph covers a pixel fully, the words' colour is compared with
// the colour of the art behind it (WCAG contrast), and the words' extent with the sleeve's edges.
import { contrastRatio, rgbToHex } from '../colour.ts';
import { rasteriseSvg, type RawImage } from '../raw-image.ts';
import { resolveDesign, type DemoArtworkDesign } from './demo-design.ts';
import { frontCoverSvg } from './front-cover.ts';

/** What the measurement found, in pixels of the rendered square. */
export interface CoverLegibility {
  /** Pixels a glyph covers fully. */
  glyphPixels: number;
  /** The lowest contrast between a fully covered pixel and the art behind it (21 when no glyph). */
  minContrast: number;
  /** Share of fully covered pixels reaching WCAG AA (4.5:1). */
  readableShare: number;
  /** Bounding box of every pixel the words touch, or null when there are none. */
  wordsBox: { left: number; top: number; right: number; bottom: number } | null;
}

const hexAt = (image: RawImage, offset: number): string =>
  rgbToHex({ r: image.data[offset] ?? 0, g: image.data[offset + 1] ?? 0, b: image.data[offset + 2] ?? 0 });

/** Renders the design's front cover three ways at `pixels` and measures its words. */
export async function measureCoverLegibility(design: DemoArtworkDesign, pixels = 300): Promise<CoverLegibility> {
  const resolved = resolveDesign(design);
  const [full, bare, mask] = await Promise.all([
    rasteriseSvg(frontCoverSvg(resolved, pixels)),
    rasteriseSvg(frontCoverSvg(resolved, pixels, undefined, 'without-text')),
    rasteriseSvg(frontCoverSvg(resolved, pixels, undefined, 'text-mask')),
  ]);
  let glyphPixels = 0;
  let readable = 0;
  let minContrast = 21;
  let box: CoverLegibility['wordsBox'] = null;
  for (let y = 0; y < pixels; y++) {
    for (let x = 0; x < pixels; x++) {
      const offset = (y * pixels + x) * 4;
      const coverage = mask.data[offset] ?? 0;
      if (coverage > 8) {
        box = box
          ? {
              left: Math.min(box.left, x),
              top: Math.min(box.top, y),
              right: Math.max(box.right, x),
              bottom: Math.max(box.bottom, y),
            }
          : { left: x, top: y, right: x, bottom: y };
      }
      if (coverage < 255) continue;
      const contrast = contrastRatio(hexAt(full, offset), hexAt(bare, offset));
      glyphPixels++;
      if (contrast >= 4.5) readable++;
      minContrast = Math.min(minContrast, contrast);
    }
  }
  return { glyphPixels, minContrast, readableShare: glyphPixels ? readable / glyphPixels : 1, wordsBox: box };
}
