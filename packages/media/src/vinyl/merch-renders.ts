// Merch drawn as products, not as a sleeve on a colour block (issue 18): each item is a silhouette in
// its colour (a tote bag with its handles, a poster with tape, a mug, a pin on its card, stickers, a
// bandana, a beanie, a boxed accessory) with the project's art printed where a real one carries it,
// and shading drawn over the print so it sits on the object. SVG rendered by sharp; the art goes in
// as pixels (composite), never as an embedded image, which keeps each render to a few milliseconds.
import sharp from 'sharp';
import { darken, lighten, mixHex, mostReadable } from '../colour.ts';
import type { ResolvedDesign } from '../artwork/demo-design.ts';
import { fitText, textBlock } from '../artwork/svg-text.ts';
import { circleSvg, fromRaw, toRaw, type RawImage } from '../raw-image.ts';

/** The merch drawn here (garments and slipmats are in product-renders.ts). */
export const MERCH_KINDS = [
  'tote-bag',
  'poster',
  'mug',
  'pin',
  'stickers',
  'bandana',
  'beanie',
  'bucket-hat',
  'boxed',
] as const;
export type MerchKind = (typeof MERCH_KINDS)[number];

/** Where the art is printed, in units of the 600-unit canvas. */
export interface PrintBox {
  left: number;
  top: number;
  size: number;
  /** Cut round (pins, round stickers). */
  round?: boolean;
}

/** An item: what is drawn under the print, where the print goes, and what is drawn over it. */
export interface MerchDrawing {
  under: string;
  prints: readonly PrintBox[];
  over?: string;
}

const svgOpen = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">`;

function toteBag(colour: string): MerchDrawing {
  const seam = darken(colour, 0.2);
  return {
    under:
      `<path d="M215 215 C215 70 385 70 385 215" fill="none" stroke="${darken(colour, 0.1)}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M240 215 C240 110 360 110 360 215" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="6" stroke-opacity="0.35"/>` +
      `<path d="M140 200 L460 200 L475 565 L125 565Z" fill="${colour}" stroke="${seam}" stroke-width="3"/>` +
      `<path d="M140 200 L460 200 L461 222 L139 222Z" fill="${seam}" fill-opacity="0.35"/>`,
    prints: [{ left: 190, top: 270, size: 220 }],
    over:
      `<defs><linearGradient id="cloth" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient></defs>` +
      `<path d="M140 200 L460 200 L475 565 L125 565Z" fill="url(#cloth)"/>`,
  };
}

function poster(resolved: ResolvedDesign): MerchDrawing {
  const { palette, design, secondaryFace } = resolved;
  const ink = mostReadable(palette.paper, [palette.ink, '#111111', '#f8f8f2']);
  const name = fitText(design.artistName, secondaryFace, { maxWidth: 260, maxLines: 1, maxSize: 26, minSize: 12 });
  const tape = (x: number, y: number, turn: number) =>
    `<rect x="${x - 30}" y="${y - 11}" width="60" height="22" fill="#f4efe2" fill-opacity="0.8" transform="rotate(${turn} ${x} ${y})"/>`;
  return {
    under:
      `<rect x="162" y="48" width="290" height="410" fill="#000" fill-opacity="0.06"/>` +
      `<rect x="158" y="44" width="290" height="410" fill="#000" fill-opacity="0.08"/>` +
      `<rect x="150" y="36" width="300" height="420" fill="${palette.paper}"/>` +
      textBlock({
        lines: name.lines,
        x: 300,
        y: 420,
        fontSize: name.fontSize,
        face: secondaryFace,
        fill: ink,
        anchor: 'middle',
      }),
    prints: [{ left: 170, top: 56, size: 260 }],
    over: tape(165, 42, -12) + tape(435, 42, 10),
  };
}

function mug(colour: string): MerchDrawing {
  const rim = darken(colour, 0.18);
  return {
    under:
      `<path d="M430 250 C540 250 540 420 430 420" fill="none" stroke="${rim}" stroke-width="34"/>` +
      `<path d="M150 170 L450 170 L450 470 Q450 500 420 500 L180 500 Q150 500 150 470Z" fill="${colour}"/>` +
      `<ellipse cx="300" cy="170" rx="150" ry="22" fill="${rim}"/><ellipse cx="300" cy="172" rx="138" ry="16" fill="#2b1d14"/>`,
    prints: [{ left: 205, top: 215, size: 190 }],
    over:
      `<defs><linearGradient id="round" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.25" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient></defs>` +
      `<path d="M150 192 L450 192 L450 470 Q450 500 420 500 L180 500 Q150 500 150 470Z" fill="url(#round)"/>`,
  };
}

function pin(resolved: ResolvedDesign): MerchDrawing {
  const { palette } = resolved;
  return {
    // The backing card lies a little askew, its hanging hole punched through.
    under:
      `<defs><mask id="hole"><rect width="600" height="600" fill="#fff"/><circle cx="300" cy="100" r="14" fill="#000"/></mask></defs>` +
      `<g transform="rotate(-7 300 300)"><rect x="140" y="60" width="320" height="470" rx="14" fill="${palette.paper}" stroke="${darken(palette.paper, 0.15)}" stroke-width="2" mask="url(#hole)"/></g>` +
      `<circle cx="300" cy="310" r="138" fill="#000" fill-opacity="0.15"/>`,
    prints: [{ left: 170, top: 170, size: 260, round: true }],
    over:
      `<defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.5" stop-color="#c9a23c"/><stop offset="1" stop-color="#8c6a1c"/></linearGradient>` +
      `<radialGradient id="gloss" cx="0.35" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<circle cx="300" cy="300" r="130" fill="none" stroke="url(#gold)" stroke-width="12"/><circle cx="300" cy="300" r="124" fill="url(#gloss)"/>`,
  };
}

function stickers(): MerchDrawing {
  const card = (x: number, y: number, side: number, round = false) =>
    round
      ? `<circle cx="${x + side / 2 + 4}" cy="${y + side / 2 + 6}" r="${side / 2 + 12}" fill="#000" fill-opacity="0.18"/><circle cx="${x + side / 2}" cy="${y + side / 2}" r="${side / 2 + 12}" fill="#fff"/>`
      : `<rect x="${x - 8}" y="${y - 4}" width="${side + 24}" height="${side + 24}" rx="18" fill="#000" fill-opacity="0.18"/><rect x="${x - 12}" y="${y - 12}" width="${side + 24}" height="${side + 24}" rx="18" fill="#fff"/>`;
  return {
    under: card(70, 80, 250) + card(330, 150, 200, true) + card(150, 350, 190),
    prints: [
      { left: 70, top: 80, size: 250 },
      { left: 330, top: 150, size: 200, round: true },
      { left: 150, top: 350, size: 190 },
    ],
  };
}

function bandana(colour: string): MerchDrawing {
  const dots = Array.from({ length: 24 }, (_, i) => {
    const t = (i % 6) / 6;
    const side = Math.floor(i / 6);
    const [x, y] = [
      [90 + t * 420, 90],
      [510, 90 + t * 420],
      [510 - t * 420, 510],
      [90, 510 - t * 420],
    ][side] ?? [0, 0];
    return `<circle cx="${x}" cy="${y}" r="9" fill="${lighten(colour, 0.75)}"/>`;
  }).join('');
  return {
    under:
      `<path d="M60 70 L540 60 L530 540 L70 530Z" fill="${colour}"/>` +
      `<path d="M60 70 L540 60 L530 540 L70 530Z" fill="none" stroke="${lighten(colour, 0.6)}" stroke-width="6" stroke-dasharray="2 10"/>` +
      dots,
    prints: [{ left: 175, top: 175, size: 250 }],
    over: `<path d="M540 60 L430 62 L538 170Z" fill="${darken(colour, 0.25)}"/>`,
  };
}

function beanie(colour: string): MerchDrawing {
  const cuff = darken(colour, 0.08);
  const ribs = Array.from(
    { length: 22 },
    (_, i) =>
      `<line x1="${118 + i * 17}" y1="360" x2="${118 + i * 17}" y2="500" stroke="${darken(colour, 0.25)}" stroke-width="3"/>`,
  ).join('');
  return {
    under:
      `<circle cx="300" cy="92" r="46" fill="${lighten(colour, 0.15)}"/>` +
      `<path d="M110 380 C110 160 490 160 490 380Z" fill="${colour}"/>` +
      `<rect x="100" y="355" width="400" height="150" rx="24" fill="${cuff}"/>${ribs}` +
      `<rect x="226" y="361" width="148" height="138" fill="#fff"/>`,
    prints: [{ left: 232, top: 367, size: 126 }],
  };
}

function bucketHat(colour: string): MerchDrawing {
  const shade = darken(colour, 0.2);
  return {
    under:
      `<ellipse cx="300" cy="420" rx="250" ry="80" fill="${shade}"/>` +
      `<ellipse cx="300" cy="410" rx="240" ry="70" fill="${colour}"/>` +
      `<path d="M150 410 L180 190 Q300 140 420 190 L450 410 Q300 450 150 410Z" fill="${lighten(colour, 0.06)}"/>` +
      `<path d="M158 352 Q300 392 442 352" fill="none" stroke="${shade}" stroke-width="4" stroke-dasharray="10 6"/>`,
    prints: [{ left: 235, top: 225, size: 130 }],
    over: `<rect x="235" y="225" width="130" height="130" fill="none" stroke="${shade}" stroke-width="4" stroke-dasharray="6 5"/>`,
  };
}

function boxed(resolved: ResolvedDesign): MerchDrawing {
  const side = darken(resolved.palette.background, 0.35);
  const top = lighten(resolved.palette.background, 0.25);
  return {
    under:
      `<path d="M130 150 L200 90 L520 90 L450 150Z" fill="${top}"/>` +
      `<path d="M450 150 L520 90 L520 430 L450 490Z" fill="${side}"/>` +
      `<rect x="130" y="150" width="320" height="340" fill="${resolved.palette.background}"/>`,
    prints: [{ left: 145, top: 165, size: 290 }],
    over: `<rect x="130" y="150" width="320" height="340" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`,
  };
}

/** The drawing of an item; `colour` is its fabric or glaze. */
export function merchDrawing(kind: MerchKind, resolved: ResolvedDesign, colour: string): MerchDrawing {
  switch (kind) {
    case 'tote-bag':
      return toteBag(colour);
    case 'poster':
      return poster(resolved);
    case 'mug':
      return mug(colour);
    case 'pin':
      return pin(resolved);
    case 'stickers':
      return stickers();
    case 'bandana':
      return bandana(colour);
    case 'beanie':
      return beanie(colour);
    case 'bucket-hat':
      return bucketHat(colour);
    case 'boxed':
      return boxed(resolved);
  }
}

/** The item with the art printed on it, `size` square, transparent around it. */
export async function renderMerchRaw(
  art: RawImage,
  kind: MerchKind,
  resolved: ResolvedDesign,
  colour: string,
  size: number,
): Promise<RawImage> {
  const drawing = merchDrawing(kind, resolved, colour);
  const scale = size / 600;
  const prints = await Promise.all(
    drawing.prints.map(async (box) => {
      const side = Math.round(box.size * scale);
      const resized = fromRaw(art).resize(side, side);
      const input = await (box.round ? resized.composite([{ input: circleSvg(side), blend: 'dest-in' }]) : resized)
        .png({ compressionLevel: 0 })
        .toBuffer();
      return { input, left: Math.round(box.left * scale), top: Math.round(box.top * scale) };
    }),
  );
  const layers = drawing.over ? [...prints, { input: Buffer.from(`${svgOpen(size)}${drawing.over}</svg>`) }] : prints;
  return toRaw(sharp(Buffer.from(`${svgOpen(size)}${drawing.under}</svg>`)).composite(layers));
}

/** The colour of a natural canvas, white glaze or card when the item has none of its own. */
export function defaultMerchColour(kind: MerchKind): string {
  return kind === 'mug' ? '#f4f2ee' : kind === 'tote-bag' ? '#e8dcc2' : mixHex('#2d3a4a', '#ffffff', 0.1);
}
