import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPrintArtwork, renderPrintPreview, requiredSidePixels } from './print-check.ts';

/** A flat picture of the given size, in CMYK or sRGB, as JPEG. */
async function picture(width: number, height: number, space: 'cmyk' | 'srgb'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (space === 'cmyk' ? image.toColourspace('cmyk') : image).jpeg({ quality: 70 }).toBuffer();
}

describe('the print check of a sleeve', () => {
  it('needs 3,792 px a side for a 12" jacket (315 mm + 2 x 3 mm bleed at 300 ppi), 2,245 for a 7"', () => {
    expect(requiredSidePixels('12')).toBe(3792);
    expect(requiredSidePixels('7')).toBe(2245);
  });

  it('accepts a square CMYK file with enough pixels', async () => {
    const check = await checkPrintArtwork(await picture(2250, 2250, 'cmyk'), '7');
    expect(check).toMatchObject({ ok: true, widthPx: 2250, heightPx: 2250, colourSpace: 'cmyk', problems: [] });
    expect(check.effectiveDpi).toBeGreaterThanOrEqual(300);
  });

  it('names each problem: too few pixels, RGB, not square', async () => {
    const check = await checkPrintArtwork(await picture(1200, 900, 'srgb'), '12');
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(['low_resolution', 'not_cmyk', 'not_square']);
  });

  it('calls a file that is not a picture unreadable', async () => {
    const check = await checkPrintArtwork(Buffer.from('<html>not a sleeve</html>'), '12');
    expect(check).toMatchObject({ ok: false, problems: ['unreadable'] });
  });

  it('previews a CMYK file as a small sRGB JPEG', async () => {
    const preview = await renderPrintPreview(await picture(1600, 1600, 'cmyk'));
    const metadata = await sharp(preview).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 800, space: 'srgb' });
  });
});
