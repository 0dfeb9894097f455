// Print-ready artwork (issue 15, pre-production "artwork"; docs/production.md "Artwork"): the sleeve
// is printed at its size plus 3 mm of bleed on each side, at 300 pixels per inch, in CMYK. The check
// reads the picture's pixels and colour space with sharp (never its declared resolution, which a
// resampled file may keep), and a small sRGB preview lets both sides see what was sent.
import sharp, { type Metadata } from 'sharp';

/** Pixels per inch a printer needs for a sleeve. */
export const PRINT_DPI = 300;

/** Bleed on each side of a printed sleeve, in millimetres. */
export const PRINT_BLEED_MM = 3;

const MM_PER_INCH = 25.4;

/** Printed sleeve sides in millimetres, bleed excluded: 12" jacket, 10" and 7" sleeves, a CD booklet. */
export const SLEEVE_SIDE_MM = { '12': 315, '10': 260, '7': 184, cd: 121 } as const;
export type SleeveKind = keyof typeof SLEEVE_SIDE_MM;

/** What may be wrong with a print file. */
export type PrintProblem = 'unreadable' | 'low_resolution' | 'not_cmyk' | 'not_square';

/** The verdict on a print file. */
export interface PrintCheckResult {
  ok: boolean;
  widthPx: number;
  heightPx: number;
  /** Pixels per inch the smaller side gives at the printed size with its bleed. */
  effectiveDpi: number;
  colourSpace: string;
  problems: PrintProblem[];
}

/** The printed side of a sleeve with its bleed, in inches. */
export function printedSideInches(sleeve: SleeveKind): number {
  return (SLEEVE_SIDE_MM[sleeve] + 2 * PRINT_BLEED_MM) / MM_PER_INCH;
}

/** The fewest pixels a side needs (300 ppi over the printed size with bleed). */
export function requiredSidePixels(sleeve: SleeveKind): number {
  return Math.ceil(printedSideInches(sleeve) * PRINT_DPI);
}

/** Checks a front sleeve's file: square within 1 %, enough pixels for 300 ppi, CMYK. */
export async function checkPrintArtwork(file: Buffer, sleeve: SleeveKind): Promise<PrintCheckResult> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { failOn: 'error' }).metadata();
  } catch {
    return { ok: false, widthPx: 0, heightPx: 0, effectiveDpi: 0, colourSpace: 'unknown', problems: ['unreadable'] };
  }
  const widthPx = metadata.width;
  const heightPx = metadata.height;
  const effectiveDpi = Math.floor(Math.min(widthPx, heightPx) / printedSideInches(sleeve));
  const colourSpace = String(metadata.space ?? 'unknown');
  const problems: PrintProblem[] = [];
  if (effectiveDpi < PRINT_DPI) problems.push('low_resolution');
  if (colourSpace !== 'cmyk') problems.push('not_cmyk');
  if (Math.abs(widthPx - heightPx) > Math.max(widthPx, heightPx) / 100) problems.push('not_square');
  return { ok: problems.length === 0, widthPx, heightPx, effectiveDpi, colourSpace, problems };
}

/** A preview of a print file for the screen: at most 800 px, sRGB JPEG. */
export async function renderPrintPreview(file: Buffer): Promise<Buffer> {
  return sharp(file, { failOn: 'error' })
    .rotate()
    .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .jpeg({ quality: 80 })
    .toBuffer();
}
