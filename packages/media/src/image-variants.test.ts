import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariantSchema } from '@spindle/contracts';
import {
  IMAGE_VARIANT_NAMES,
  IMAGE_VARIANTS,
  imageVariantFileName,
  makeImageVariant,
  makeImageVariants,
} from './image-variants.ts';

/** A stand-in for an uploaded photo: a landscape PNG with a transparent corner. */
async function upload(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#3a86ff"/><rect width="${width / 4}" height="${height / 4}" fill="#000" fill-opacity="0"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#ffbe0b"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('image variants', () => {
  it('covers exactly the variants of the API contract', () => {
    expect([...IMAGE_VARIANT_NAMES].sort()).toEqual([...imageVariantSchema.options].sort());
  });

  it.each([
    ['cover', 'cover.jpg'],
    ['back', 'back.jpg'],
    ['preview', 'preview.jpg'],
    ['original', 'original.jpg'],
    ['label', 'label.webp'],
    ['only_vinyl', 'only_vinyl.webp'],
  ] as const)('stores %s as %s', (variant, fileName) => {
    expect(imageVariantFileName(variant)).toBe(fileName);
  });

  it('resizes and crops an upload to the declared sizes of cover and preview, and keeps the original proportions', async () => {
    const source = await upload(900, 500);
    const images = await makeImageVariants(source);
    for (const variant of ['cover', 'preview'] as const) {
      const meta = await sharp(images[variant]).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'jpeg',
        IMAGE_VARIANTS[variant].width,
        IMAGE_VARIANTS[variant].height,
      ]);
    }
    const original = await sharp(images.original).metadata();
    expect([original.width, original.height]).toEqual([900, 500]);
  });

  it('caps a huge original at 3000 pixels on its longest side', async () => {
    const meta = await sharp(await makeImageVariant(await upload(4000, 1000), 'original')).metadata();
    expect([meta.width, meta.height]).toEqual([3000, 750]);
  });

  it('cuts an uploaded centre label round, transparent in the corners', async () => {
    const label = await makeImageVariant(await upload(500, 500), 'label');
    const { data, info } = await sharp(label).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 300]);
    const alphaAt = (x: number, y: number): number => data[(y * info.width + x) * 4 + 3] ?? -1;
    expect(alphaAt(2, 297)).toBe(0);
    expect(alphaAt(150, 150)).toBe(255);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(makeImageVariant(Buffer.from('not a picture'), 'cover')).rejects.toThrow();
  });
});
