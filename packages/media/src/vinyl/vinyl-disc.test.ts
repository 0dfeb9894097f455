import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hexToRgb } from '../colour.ts';
import { renderVinylDisc, VINYL_GEOMETRY, type VinylDiscOptions } from './vinyl-disc.ts';

const SIZE = 400;

async function pixels(options: Omit<VinylDiscOptions, 'size'>) {
  const png = await renderVinylDisc({ ...options, size: SIZE });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number): [number, number, number, number] => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1, data[i + 3] ?? -1];
  };
}

/** Straight below the centre, in the grooves and away from the sheen wedges. */
const groovePoint = { x: SIZE / 2, y: SIZE / 2 + (SIZE / 2) * 0.7 };
const near = (actual: readonly number[], hex: string, tolerance: number): boolean => {
  const { r, g, b } = hexToRgb(hex);
  return [r, g, b].every((channel, index) => Math.abs(channel - (actual[index] ?? -999)) <= tolerance);
};

describe('renderVinylDisc', () => {
  it.each(['#d7263d', '#1f7a8c', '#f4d35e'])('shows the pressing colour %s in the grooves', async (colourHex) => {
    const at = await pixels({ colourHex, effect: 'none' });
    expect(near(at(groovePoint.x, groovePoint.y), colourHex, 40)).toBe(true);
  });

  it('differs between two colours at the same spot', async () => {
    const [red, blue] = await Promise.all([
      pixels({ colourHex: '#d7263d', effect: 'none' }),
      pixels({ colourHex: '#1d3557', effect: 'none' }),
    ]);
    expect(red(groovePoint.x, groovePoint.y)).not.toEqual(blue(groovePoint.x, groovePoint.y));
  });

  it('is transparent around the record and in the spindle hole, opaque on the vinyl', async () => {
    const at = await pixels({ colourHex: '#141414', effect: 'none' });
    expect(at(2, 2)[3]).toBe(0);
    expect(at(SIZE / 2, SIZE / 2)[3]).toBe(0);
    expect(at(groovePoint.x, groovePoint.y)[3]).toBe(255);
  });

  it('puts the label picture in the centre', async () => {
    const label = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const at = await pixels({ colourHex: '#141414', effect: 'none', labelImage: label });
    const onLabel = at(SIZE / 2, SIZE / 2 - (SIZE / 2) * VINYL_GEOMETRY.labelRadius * 0.6);
    expect(near(onLabel, '#00ff00', 10)).toBe(true);
  });

  it.each([
    ['none', 0],
    ['splatter', 0.01],
    ['marble', 0.01],
  ] as const)('with effect %s, mixes the second colour into at least %s of the grooves', async (effect, share) => {
    const png = await renderVinylDisc({ colourHex: '#141414', effect, secondaryHex: '#ffffff', size: SIZE });
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let grooves = 0;
    let light = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const radius = Math.hypot(x - SIZE / 2, y - SIZE / 2) / (SIZE / 2);
        if (radius < 0.45 || radius > 0.95) continue;
        grooves++;
        if ((data[(y * SIZE + x) * 4] ?? 0) > 180) light++;
      }
    }
    if (share === 0) expect(light).toBe(0);
    else expect(light / grooves).toBeGreaterThan(share);
  });

  it('rejects a colour that is not hex', async () => {
    await expect(renderVinylDisc({ colourHex: 'red', effect: 'none', size: SIZE })).rejects.toThrow(/hex/);
  });
});
