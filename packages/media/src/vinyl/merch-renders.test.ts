// Merch pictures read as products (issue 18: they read as placeholders, text on a colour block): the
// item is a silhouette on transparency, the cover is that item on a studio backdrop with its shadow,
// and the project's art is printed on it.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resolveDesign } from '../artwork/demo-design.ts';
import { frontCoverSvg } from '../artwork/front-cover.ts';
import { renderDemoProjectImages, type DemoProductKind } from '../demo-project-images.ts';
import { MERCH_KINDS, merchDrawing, type MerchKind } from './merch-renders.ts';

const MERCH: readonly DemoProductKind[] = ['t-shirt', 'hoodie', 'slipmat', 'accessory', ...MERCH_KINDS];

interface Pixels {
  data: Buffer;
  width: number;
  channels: number;
}

async function pixelsOf(bytes: Buffer, channels: 3 | 4): Promise<Pixels> {
  const image = channels === 4 ? sharp(bytes).ensureAlpha() : sharp(bytes).removeAlpha();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, channels };
}

/** Mean colour of a square patch. */
function patchMean(image: Pixels, x: number, y: number, side: number): [number, number, number] {
  const sum = [0, 0, 0];
  for (let dy = 0; dy < side; dy++)
    for (let dx = 0; dx < side; dx++) {
      const offset = ((y + dy) * image.width + x + dx) * image.channels;
      for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (image.data[offset + c] ?? 0);
    }
  return [0, 1, 2].map((c) => (sum[c] ?? 0) / (side * side)) as [number, number, number];
}

const brightness = ([r, g, b]: readonly number[]) => ((r ?? 0) + (g ?? 0) + (b ?? 0)) / 3;
const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0));

const design = (kind: string) => ({ seed: `merch-${kind}`, title: `Nova Reyes — ${kind}`, artistName: 'Nova Reyes' });

describe('merch pictures', () => {
  it.each(MERCH)('draws a %s as a silhouette on transparency, not a filled square', async (product) => {
    const { only_vinyl } = await renderDemoProjectImages({
      design: design(product),
      product,
      variants: ['only_vinyl'],
    });
    const image = await pixelsOf(only_vinyl, 4);
    let opaque = 0;
    let [left, top, right, bottom] = [image.width, image.width, -1, -1];
    for (let i = 0; i < image.width * image.width; i++) {
      if ((image.data[i * 4 + 3] ?? 0) < 128) continue;
      opaque++;
      const [x, y] = [i % image.width, Math.floor(i / image.width)];
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
    const share = opaque / (image.width * image.width);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.85);
    // A shape (sleeves, handles, a brim, a round pin), not a rectangle filling its own box.
    const boxArea = (right - left + 1) * (bottom - top + 1);
    expect(opaque / boxArea).toBeLessThan(0.98);
  });

  it.each(MERCH)('photographs a %s on a soft studio backdrop with a shadow under it', async (product) => {
    const { cover } = await renderDemoProjectImages({ design: design(product), product, variants: ['cover'] });
    const image = await pixelsOf(cover, 3);
    const [topLeft, topRight] = [patchMean(image, 4, 4, 16), patchMean(image, 580, 4, 16)];
    const [bottomLeft, bottomRight] = [patchMean(image, 4, 580, 16), patchMean(image, 580, 580, 16)];
    // A light backdrop, lighter up the wall than on the floor, the same on both sides.
    for (const corner of [topLeft, topRight, bottomLeft, bottomRight]) expect(brightness(corner)).toBeGreaterThan(150);
    expect(brightness(topLeft)).toBeGreaterThan(brightness(bottomLeft) + 8);
    expect(distance(topLeft, topRight)).toBeLessThan(6);
    // The item stands out of it: the middle is not the backdrop.
    expect(distance(patchMean(image, 250, 250, 100), topLeft)).toBeGreaterThan(20);
    // Its shadow darkens the floor under it (between the item's foot and the sleeve's bottom edge).
    let darkest = 255;
    for (let y = 430; y < 590; y += 4) darkest = Math.min(darkest, brightness(patchMean(image, 292, y, 16)));
    expect(darkest).toBeLessThan(brightness(bottomLeft) - 10);
  });

  it.each(MERCH_KINDS)('prints the project art on the %s', async (kind: MerchKind) => {
    const resolvedDesign = design(kind);
    const [{ only_vinyl }, art] = await Promise.all([
      renderDemoProjectImages({ design: resolvedDesign, product: kind, variants: ['only_vinyl'] }),
      sharp(Buffer.from(frontCoverSvg(resolveDesign(resolvedDesign), 600)))
        .png()
        .toBuffer(),
    ]);
    const box = merchDrawing(kind, resolveDesign(resolvedDesign), '#888888').prints[0];
    if (!box) throw new Error(`no print on the ${kind}`);
    // The middle half of the print box holds the art, resized to it (shading over it allowed).
    const inner = Math.round(box.size / 2);
    const at = { left: box.left + Math.round(box.size / 4), top: box.top + Math.round(box.size / 4) };
    const printed = await pixelsOf(
      await sharp(only_vinyl)
        .extract({ ...at, width: inner, height: inner })
        .png()
        .toBuffer(),
      3,
    );
    const expected = await pixelsOf(
      await sharp(art)
        .resize(box.size, box.size)
        .extract({ left: at.left - box.left, top: at.top - box.top, width: inner, height: inner })
        .png()
        .toBuffer(),
      3,
    );
    let difference = 0;
    for (let i = 0; i < printed.data.length; i++)
      difference += Math.abs((printed.data[i] ?? 0) - (expected.data[i] ?? 0));
    expect(difference / printed.data.length).toBeLessThan(40);
  });
});
