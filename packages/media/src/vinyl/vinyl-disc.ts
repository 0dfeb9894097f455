// A vinyl record drawn from its colour: base colour with splatter or marble, grooves and sheen
// (rendered once per size and reused), the centre label and the spindle hole punched through.
import sharp from 'sharp';
import { copyImage, drawOver } from '../raw-compose.ts';
import { circleSvg, fromRaw, toRaw, type RawImage } from '../raw-image.ts';
import { darken, isHexColour, lighten } from '../colour.ts';
import { createSeededRandom, type SeededRandom } from '@spindle/domain';

/** Pressing effects offered by the configurator. */
export const VINYL_EFFECTS = ['none', 'splatter', 'marble'] as const;
export type VinylEffect = (typeof VINYL_EFFECTS)[number];

/** What to draw: the configurator's choice plus an optional centre label picture. */
export interface VinylDiscOptions {
  colourHex: string;
  effect: VinylEffect;
  /** Colour of the splatter or marble swirls; ignored for 'none'. */
  secondaryHex?: string;
  /**
   * The centre label: a square picture (any format sharp reads), cropped round and holed; or raw
   * pixels already round, holed and `vinylLabelPixels(size)` square (the demo renders them so).
   * A plain cream label without.
   */
  labelImage?: Buffer | RawImage;
  /** Side of the square output in pixels. */
  size: number;
  /** Varies the splatter and marble pattern; by default it derives from the colours. */
  seed?: number | string;
}

/** Proportions of a 12" record (300 mm): 100 mm label, 7.24 mm hole, grooves up to the lead-in. */
export const VINYL_GEOMETRY = {
  /** Disc radius as a share of half the canvas (a small margin keeps the rim antialiased). */
  discRadius: 0.985,
  labelRadius: 100 / 300,
  holeRadius: 7.24 / 300,
  grooveInnerRadius: 0.4,
  grooveOuterRadius: 0.965,
} as const;

/** Side in pixels of the centre label on a record rendered `size` pixels wide. */
export function vinylLabelPixels(size: number): number {
  return Math.round(size * VINYL_GEOMETRY.labelRadius);
}

/**
 * Renders the record as raw RGBA pixels (transparent around the disc and in the hole). The record
 * without its label is kept in a small cache, so the same colour costs one composite next time.
 * Without a label the returned pixels are shared with the cache: read them, never write to them.
 */
export async function renderVinylDiscRaw(options: VinylDiscOptions): Promise<RawImage> {
  if (!isHexColour(options.colourHex)) throw new Error(`vinyl colour is not a hex colour: ${options.colourHex}`);
  const base = await unlabelledDisc(options);
  if (!options.labelImage) return base;
  const labelPixels = vinylLabelPixels(options.size);
  const label = await roundLabel(options.labelImage, labelPixels, options.size);
  const offset = Math.round((options.size - labelPixels) / 2);
  return drawOver(copyImage(base), label, offset, offset);
}

/** Renders the record as a PNG with transparency (the project upload flow and the configurator). */
export async function renderVinylDisc(options: VinylDiscOptions): Promise<Buffer> {
  return fromRaw(await renderVinylDiscRaw(options))
    .png()
    .toBuffer();
}

async function roundLabel(image: Buffer | RawImage, labelPixels: number, size: number): Promise<RawImage> {
  if (!Buffer.isBuffer(image) && image.info.width === labelPixels && image.info.height === labelPixels) return image;
  const source = Buffer.isBuffer(image) ? sharp(image) : fromRaw(image);
  const square = await source
    .resize(labelPixels, labelPixels, { fit: 'cover' })
    .ensureAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  const holeRadius = (size / 2) * VINYL_GEOMETRY.holeRadius;
  return toRaw(
    sharp(square).composite([
      { input: circleSvg(labelPixels), blend: 'dest-in' },
      { input: circleSvg(labelPixels, holeRadius), blend: 'dest-out' },
    ]),
  );
}

const BASE_CACHE_ENTRIES = 32;
const baseCache = new Map<string, Promise<RawImage>>();

/** The record without its label (grooves, sheen, hole): least recently used entries are dropped. */
function unlabelledDisc(options: VinylDiscOptions): Promise<RawImage> {
  const plain = !options.labelImage;
  const key = [
    options.size,
    options.colourHex,
    options.effect,
    options.secondaryHex ?? '',
    options.seed ?? '',
    plain,
  ].join('|');
  let disc = baseCache.get(key);
  if (disc) {
    baseCache.delete(key);
  } else {
    disc = renderUnlabelledDisc(options, plain);
    disc.catch(() => baseCache.delete(key));
  }
  baseCache.set(key, disc);
  while (baseCache.size > BASE_CACHE_ENTRIES) {
    const oldest = baseCache.keys().next().value;
    if (oldest === undefined) break;
    baseCache.delete(oldest);
  }
  return disc;
}

async function renderUnlabelledDisc(options: VinylDiscOptions, plainLabel: boolean): Promise<RawImage> {
  const { size } = options;
  const random = createSeededRandom(
    options.seed ?? `${options.colourHex}:${options.effect}:${options.secondaryHex ?? ''}`,
  );
  return toRaw(
    sharp(Buffer.from(discBaseSvg(options, random, plainLabel))).composite([
      { input: await grooveOverlay(size), raw: { width: size, height: size, channels: 4 } },
      { input: circleSvg(size, (size / 2) * VINYL_GEOMETRY.holeRadius), blend: 'dest-out' },
    ]),
  );
}

function discBaseSvg(options: VinylDiscOptions, random: SeededRandom, plainLabel: boolean): string {
  const { size, colourHex, effect } = options;
  const c = size / 2;
  const r = c * VINYL_GEOMETRY.discRadius;
  const secondary =
    options.secondaryHex && isHexColour(options.secondaryHex) ? options.secondaryHex : lighten(colourHex, 0.6);
  const pattern =
    effect === 'splatter'
      ? splatter(random, c, r, secondary)
      : effect === 'marble'
        ? marble(random, c, r, secondary, colourHex)
        : '';
  const label = plainLabel
    ? `<circle cx="${c}" cy="${c}" r="${c * VINYL_GEOMETRY.labelRadius}" fill="#f3efe6"/><circle cx="${c}" cy="${c}" r="${c * VINYL_GEOMETRY.labelRadius * 0.9}" fill="none" stroke="#c9c2b3" stroke-width="${size / 400}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<defs><clipPath id="disc"><circle cx="${c}" cy="${c}" r="${r}"/></clipPath>` +
    `<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${(size / 160).toFixed(2)}"/></filter></defs>` +
    `<circle cx="${c}" cy="${c}" r="${r}" fill="${colourHex}"/>` +
    `<g clip-path="url(#disc)">${pattern}</g>${label}</svg>`
  );
}

function splatter(random: SeededRandom, c: number, r: number, colour: string): string {
  const drops: string[] = [];
  for (let i = 0; i < 70; i++) {
    const angle = random.range(0, Math.PI * 2);
    const distance = Math.sqrt(random.next()) * r;
    const x = c + Math.cos(angle) * distance;
    const y = c + Math.sin(angle) * distance;
    const size = r * (random.chance(0.2) ? random.range(0.04, 0.09) : random.range(0.008, 0.03));
    drops.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * random.range(0.5, 1)).toFixed(1)}" transform="rotate(${random.int(0, 179)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
    // Satellite droplets thrown off the big splash.
    if (size > r * 0.04) {
      for (let k = 0; k < 4; k++) {
        const a = random.range(0, Math.PI * 2);
        const d = size * random.range(1.3, 2.4);
        drops.push(
          `<circle cx="${(x + Math.cos(a) * d).toFixed(1)}" cy="${(y + Math.sin(a) * d).toFixed(1)}" r="${(size * random.range(0.1, 0.25)).toFixed(1)}"/>`,
        );
      }
    }
  }
  return `<g fill="${colour}">${drops.join('')}</g>`;
}

function marble(random: SeededRandom, c: number, r: number, colour: string, base: string): string {
  const swirls: string[] = [];
  const blend = [colour, colour, lighten(colour, 0.3), darken(base, 0.2)];
  for (let i = 0; i < 9; i++) {
    const start = random.range(0, Math.PI * 2);
    const turns = random.range(0.5, 1.4);
    const r0 = random.range(0.1, 0.9) * r;
    const drift = random.range(-0.45, 0.45) * r;
    const wobble = random.range(0.03, 0.1) * r;
    let d = '';
    for (let step = 0; step <= 48; step++) {
      const t = step / 48;
      const angle = start + t * turns * Math.PI * 2;
      const radius = Math.max(0, r0 + drift * t + Math.sin(t * 9 + i) * wobble);
      d += `${step === 0 ? 'M' : 'L'}${(c + Math.cos(angle) * radius).toFixed(1)} ${(c + Math.sin(angle) * radius).toFixed(1)}`;
    }
    const width = r * random.range(0.04, 0.16);
    swirls.push(
      `<path d="${d}" fill="none" stroke="${blend[i % blend.length]}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" stroke-opacity="${random.range(0.55, 0.9).toFixed(2)}"/>`,
    );
  }
  return `<g filter="url(#soft)">${swirls.join('')}</g>`;
}

const overlayCache = new Map<number, Promise<Buffer>>();

/** Grooves, track gaps, sheen and rim: colour-independent, so rendered once per size and kept. */
function grooveOverlay(size: number): Promise<Buffer> {
  let overlay = overlayCache.get(size);
  if (!overlay) {
    overlay = renderGrooveOverlay(size);
    overlayCache.set(size, overlay);
  }
  return overlay;
}

async function renderGrooveOverlay(size: number): Promise<Buffer> {
  const c = size / 2;
  const g = VINYL_GEOMETRY;
  const pitch = Math.max(1.2, size / 260);
  const annulus = (inner: number, outer: number): string =>
    `M${c - outer} ${c}a${outer} ${outer} 0 1 0 ${outer * 2} 0a${outer} ${outer} 0 1 0 ${-outer * 2} 0Z` +
    `M${c - inner} ${c}a${inner} ${inner} 0 1 0 ${inner * 2} 0a${inner} ${inner} 0 1 0 ${-inner * 2} 0Z`;
  const gaps = [0.55, 0.68, 0.8, 0.9].map(
    (share) =>
      `<circle cx="${c}" cy="${c}" r="${(c * share).toFixed(1)}" fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="${(size / 300).toFixed(2)}"/>`,
  );
  const wedge = (fromDegrees: number, toDegrees: number): string => {
    const p = (deg: number): string =>
      `${(c + Math.cos((deg * Math.PI) / 180) * c).toFixed(1)} ${(c + Math.sin((deg * Math.PI) / 180) * c).toFixed(1)}`;
    return `M${c} ${c}L${p(fromDegrees)}A${c} ${c} 0 0 1 ${p(toDegrees)}Z`;
  };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs>` +
    `<radialGradient id="grooves" gradientUnits="userSpaceOnUse" cx="${c}" cy="${c}" r="${pitch}" spreadMethod="repeat">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.07"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient>` +
    `<radialGradient id="shine" gradientUnits="userSpaceOnUse" cx="${c}" cy="${c}" r="${c}"><stop offset="0.3" stop-color="#fff" stop-opacity="0"/><stop offset="0.75" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0.05"/></radialGradient>` +
    `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(size / 45).toFixed(1)}"/></filter></defs>` +
    `<path d="${annulus(c * g.grooveInnerRadius, c * g.grooveOuterRadius)}" fill-rule="evenodd" fill="url(#grooves)"/>` +
    gaps.join('') +
    `<path d="${annulus(c * g.labelRadius, c * g.grooveInnerRadius)}" fill-rule="evenodd" fill="#fff" fill-opacity="0.05"/>` +
    `<g filter="url(#blur)"><path d="${wedge(200, 240)}" fill="url(#shine)"/><path d="${wedge(20, 60)}" fill="url(#shine)"/></g>` +
    `<circle cx="${c}" cy="${c}" r="${(c * g.discRadius - size / 500).toFixed(1)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="${(size / 250).toFixed(2)}"/>` +
    `</svg>`;
  return (await toRaw(sharp(Buffer.from(svg)))).data;
}
