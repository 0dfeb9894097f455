import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_NAMES, IMAGE_VARIANTS, imageVariantFileName } from './image-variants.ts';
import {
  renderDemoArtwork,
  renderDemoProjectImages,
  writeDemoProjectImages,
  type DemoProductKind,
} from './demo-project-images.ts';
import { ARTWORK_STYLES } from './artwork/style-kit.ts';

const design = {
  seed: 'night-tides',
  title: 'Night Tides',
  artistName: 'The Velvet Ferns',
  labelName: 'Harbour Lights',
  catalogueNumber: 'HL-014',
  releaseYear: 2023,
  tracks: [
    { title: 'Low Water', durationSeconds: 200 },
    { title: 'Gulls Over the Pier', durationSeconds: 150 },
    { title: 'Breakwater', durationSeconds: 251 },
  ],
};
const red = { colourHex: '#d7263d', effect: 'splatter', secondaryHex: '#f7f3e3' } as const;
const tempRoot = mkdtemp(path.join(os.tmpdir(), 'spindle-media-test-'));
afterAll(async () => rm(await tempRoot, { recursive: true, force: true }));

describe('demo project images', () => {
  it('renders all twelve variants in their declared format and pixel size', async () => {
    const images = await renderDemoProjectImages({ design, colour: red });
    expect(Object.keys(images).sort()).toEqual([...IMAGE_VARIANT_NAMES].sort());
    for (const variant of IMAGE_VARIANT_NAMES) {
      const meta = await sharp(images[variant]).metadata();
      const spec = IMAGE_VARIANTS[variant];
      const expected = variant === 'original' ? [600, 600] : [spec.width, spec.height];
      expect([variant, meta.format, meta.width, meta.height]).toEqual([variant, spec.format, ...expected]);
      expect(meta.hasAlpha ?? false).toBe(spec.transparent);
    }
  });

  it('gives the same bytes for the same design, and another sleeve for another seed', async () => {
    const [first, again, other] = await Promise.all([
      renderDemoProjectImages({ design, colour: red, variants: ['cover', 'only_vinyl', 'back'] }),
      renderDemoProjectImages({ design, colour: red, variants: ['cover', 'only_vinyl', 'back'] }),
      renderDemoProjectImages({ design: { ...design, seed: 'another-seed' }, colour: red, variants: ['cover'] }),
    ]);
    expect(first.cover.equals(again.cover)).toBe(true);
    expect(first.only_vinyl.equals(again.only_vinyl)).toBe(true);
    expect(first.back.equals(again.back)).toBe(true);
    expect(first.cover.equals(other.cover)).toBe(false);
  });

  it('draws every sleeve style as a 600 px cover', async () => {
    const covers = await Promise.all(ARTWORK_STYLES.map((style) => renderDemoArtwork({ ...design, style })));
    const sizes = await Promise.all(covers.map(async (cover) => (await sharp(cover).metadata()).width));
    expect(sizes).toEqual(ARTWORK_STYLES.map(() => 600));
    expect(new Set(covers.map((cover) => cover.toString('base64'))).size).toBe(ARTWORK_STYLES.length);
  });

  it.each<DemoProductKind>(['cd', 'tape', 't-shirt', 'hoodie', 'slipmat', 'accessory'])(
    'renders the mock-ups of a %s at their declared sizes',
    async (product) => {
      const images = await renderDemoProjectImages({
        design,
        product,
        colour: { colourHex: '#2a9d8f', effect: 'none' },
        variants: ['cover', 'disc', 'only_vinyl', 'cover3'],
      });
      for (const variant of ['cover', 'disc', 'only_vinyl', 'cover3'] as const) {
        const meta = await sharp(images[variant]).metadata();
        expect([meta.width, meta.height]).toEqual([IMAGE_VARIANTS[variant].width, IMAGE_VARIANTS[variant].height]);
      }
    },
  );

  it('writes each variant into the picture folder under its file name', async () => {
    const dir = path.join(await tempRoot, 'project-1');
    const files = await writeDemoProjectImages({ dir, design, colour: red });
    expect((await readdir(dir)).sort()).toEqual(IMAGE_VARIANT_NAMES.map(imageVariantFileName).sort());
    expect(files.only_vinyl).toBe(path.join(dir, 'only_vinyl.webp'));
  });
});
