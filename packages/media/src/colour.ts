// Colour arithmetic for the renderers: hex in and out, mixing, hue turns and WCAG contrast.

/** A colour as 0-255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a string is a #rgb or #rrggbb colour. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** Parses '#e33' or '#ee3333' (the # is optional); throws on anything else, since callers pass constants. */
export function hexToRgb(hex: string): Rgb {
  const match = HEX_COLOUR.exec(hex.trim());
  if (!match?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

const clampChannel = (value: number): number => Math.max(0, Math.min(255, Math.round(value)));

/** '#rrggbb' of a colour, channels rounded and clamped. */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clampChannel(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mixHex(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** Towards white by t (0..1). */
export const lighten = (hex: string, t: number): string => mixHex(hex, '#ffffff', t);
/** Towards black by t (0..1). */
export const darken = (hex: string, t: number): string => mixHex(hex, '#000000', t);

/** WCAG relative luminance (0 black .. 1 white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The candidate that reads best on the background. */
export function mostReadable(background: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? '#000000';
  for (const candidate of candidates) {
    if (contrastRatio(background, candidate) > contrastRatio(background, best)) best = candidate;
  }
  return best;
}

/** WCAG AA for normal text: what every printed title and credit must reach against what is behind it. */
export const READABLE_CONTRAST = 4.5;

/**
 * `preferred` when it reaches `minimum` against every ground, else the same colour pushed towards
 * black or white (whichever ends readable sooner) just far enough; pure black or white at worst.
 */
export function readableInk(
  preferred: string,
  grounds: readonly string[],
  minimum: number = READABLE_CONTRAST,
): string {
  const worst = (ink: string) => Math.min(...grounds.map((ground) => contrastRatio(ground, ink)));
  if (worst(preferred) >= minimum) return preferred;
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    for (const target of ['#000000', '#ffffff']) {
      const candidate = mixHex(preferred, target, t);
      if (worst(candidate) >= minimum) return candidate;
    }
  }
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}

/** Turns the hue by `degrees`, keeping saturation and lightness (HSL). */
export function rotateHue(hex: string, degrees: number): string {
  const { r, g, b } = hexToRgb(hex);
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return rgbToHex({ r, g, b });
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue = max === rn ? ((gn - bn) / delta) % 6 : max === gn ? (bn - rn) / delta + 2 : (rn - gn) / delta + 4;
  hue = (((hue * 60 + degrees) % 360) + 360) % 360;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] ?? [0, 0, 0];
  return rgbToHex({ r: ((r1 ?? 0) + m) * 255, g: ((g1 ?? 0) + m) * 255, b: ((b1 ?? 0) + m) * 255 });
}
