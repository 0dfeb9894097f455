import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, isHexColour, mixHex, mostReadable, rotateHue } from './colour.ts';
import { escapeXml, fitText, TYPE_FACES } from './artwork/svg-text.ts';

describe('colour arithmetic', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['d7263d', { r: 215, g: 38, b: 61 }],
  ])('parses %s', (hex, rgb) => expect(hexToRgb(hex)).toEqual(rgb));

  it.each(['red', '#12345', '#ggg000', ''])('does not take %j for a hex colour', (value) =>
    expect(isHexColour(value)).toBe(false),
  );

  it('mixes halfway between black and white to mid grey', () =>
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080'));

  it('turns red by 120 degrees into green and by 240 into blue', () => {
    expect(rotateHue('#ff0000', 120)).toBe('#00ff00');
    expect(rotateHue('#ff0000', 240)).toBe('#0000ff');
  });

  it('measures WCAG contrast: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#d7263d', '#d7263d')).toBe(1);
  });

  it('picks the readable ink', () => {
    expect(mostReadable('#101820', ['#202020', '#fee715'])).toBe('#fee715');
  });
});

describe('sleeve typesetting', () => {
  it('escapes XML specials in titles', () =>
    expect(escapeXml(`Salt & <Smoke> "live" '77`)).toBe('Salt &amp; &lt;Smoke&gt; &quot;live&quot; &apos;77'));

  it('wraps a long title onto more lines at a smaller size rather than overflowing', () => {
    const face = TYPE_FACES[0];
    if (!face) throw new Error('no face');
    const short = fitText('Dust', face, { maxWidth: 520, maxLines: 2, maxSize: 66, minSize: 22 });
    const long = fitText('Paper Moons Over the Harbour at Dawn', face, {
      maxWidth: 520,
      maxLines: 2,
      maxSize: 66,
      minSize: 22,
    });
    expect(short).toEqual({ fontSize: 66, lines: ['Dust'] });
    expect(long.lines.length).toBe(2);
    expect(long.fontSize).toBeLessThan(66);
  });
});
