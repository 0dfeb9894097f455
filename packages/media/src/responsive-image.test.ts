import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeResponsiveImage } from './responsive-image.ts';

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 40, b: 40, alpha: 0 } : '#c83228',
    },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#1e6fa8"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

describe('encodeResponsiveImage', () => {
  it.each([
    ['avif', 'heif'],
    ['webp', 'webp'],
    ['jpeg', 'jpeg'],
  ] as const)('resizes a 1200 x 480 banner to 400 px wide in %s, proportions kept', async (format, sharpFormat) => {
    const meta = await sharp(await encodeResponsiveImage(await picture(1200, 480), 400, format)).metadata();
    expect(meta).toMatchObject({ format: sharpFormat, width: 400, height: 160 });
  });

  it('never enlarges: 800 px of a 600 px cover is 600 px', async () => {
    const meta = await sharp(await encodeResponsiveImage(await picture(600, 600), 800, 'webp')).metadata();
    expect(meta).toMatchObject({ width: 600, height: 600 });
  });

  it.each(['avif', 'webp'] as const)('keeps the transparency of a round record in %s', async (format) => {
    const encoded = await encodeResponsiveImage(await picture(600, 600, true), 200, format);
    const { data, info } = await sharp(encoded).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBeLessThan(16); // the corner is see-through
    const centre = (100 * 200 + 100) * 4;
    expect(data[centre + 3]).toBeGreaterThan(240); // the disc is not
  });

  it('flattens transparency on white in JPEG', async () => {
    const encoded = await encodeResponsiveImage(await picture(600, 600, true), 200, 'jpeg');
    const { data } = await sharp(encoded).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((channel) => (channel ?? 0) > 240)).toBe(true);
  });

  it('rejects bytes that are not a picture', async () => {
    await expect(encodeResponsiveImage(Buffer.from('not a picture'), 400, 'avif')).rejects.toThrow();
  });
});
