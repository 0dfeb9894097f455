import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_BANNER, renderDemoBanner } from './demo-banner.ts';

/**
 * A square test cover: black bands along its top and bottom edges (what a crop to a band across the
 * middle would lose), white above the middle (where a title often is), red below.
 */
async function bandedCover(): Promise<Buffer> {
  const block = (height: number, background: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 600, height, channels: 3, background } })
      .png()
      .toBuffer();
  const black = { r: 0, g: 0, b: 0 };
  return sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 0, b: 0 } } })
    .composite([
      { input: await block(300, { r: 255, g: 255, b: 255 }), left: 0, top: 0 },
      { input: await block(30, black), left: 0, top: 0 },
      { input: await block(30, black), left: 0, top: 570 },
    ])
    .png()
    .toBuffer();
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

describe('renderDemoBanner', () => {
  it('is a 5:2 JPEG that shows the whole cover, top and bottom, right of the middle', async () => {
    const banner = await renderDemoBanner(await bandedCover());
    const meta = await sharp(banner).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: DEMO_BANNER.width, height: DEMO_BANNER.height });
    // Down the cover's column: its top band, white, red, its bottom band; nothing is cropped away.
    const column = await Promise.all([50, 160, 336, 430].map((y) => pixelAt(banner, 800, y)));
    const [topBand, white, red, bottomBand] = column.map(([r = 0, g = 0, b = 0]) => ({ r, g, b }));
    expect(Math.max(topBand?.r ?? 255, topBand?.g ?? 255)).toBeLessThan(40);
    expect(Math.min(white?.r ?? 0, white?.g ?? 0, white?.b ?? 0)).toBeGreaterThan(230);
    expect(red?.r).toBeGreaterThan(170);
    expect(red?.g).toBeLessThan(40);
    expect(Math.max(bottomBand?.r ?? 255, bottomBand?.g ?? 255)).toBeLessThan(40);
    // Left of it, the blurred spread is darker than the white of the cover.
    const [r = 255, g = 255, b = 255] = await pixelAt(banner, 80, 160);
    expect(Math.max(r, g, b)).toBeLessThan(200);
  });
});
