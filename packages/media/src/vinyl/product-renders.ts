// Renders of the other things the shop sells, so merch and CDs look like what they are:
// a compact disc printed with the art, a cassette, a t-shirt or hoodie with the print, a slipmat.
import sharp from 'sharp';
import { darken, lighten, mostReadable } from '../colour.ts';
import type { ResolvedDesign } from '../artwork/demo-design.ts';
import { escapeXml, fitText, textBlock } from '../artwork/svg-text.ts';
import { circleSvg, fromRaw, rasteriseSvg, toRaw, type RawImage } from '../raw-image.ts';

/** A compact disc (120 mm): the art printed from the 46 mm ring out, mirror band, clear hub, 15 mm hole. */
export async function renderCompactDiscRaw(art: RawImage, size: number): Promise<RawImage> {
  const c = size / 2;
  const r = c * 0.985;
  const printed = await fromRaw(art)
    .resize(size, size)
    .composite([{ input: circleSvg(size, r), blend: 'dest-in' }])
    .png({ compressionLevel: 0 })
    .toBuffer();
  const hub =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs>` +
    `<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f4f6"/><stop offset="0.35" stop-color="#b9bcc4"/><stop offset="0.5" stop-color="#e8d9f0"/><stop offset="0.65" stop-color="#c5e6e0"/><stop offset="1" stop-color="#9da1aa"/></linearGradient></defs>` +
    `<circle cx="${c}" cy="${c}" r="${(r * 0.38).toFixed(1)}" fill="url(#mirror)"/>` +
    `<circle cx="${c}" cy="${c}" r="${(r * 0.275).toFixed(1)}" fill="#e9ecef" fill-opacity="0.85"/>` +
    `<circle cx="${c}" cy="${c}" r="${(r * 0.2).toFixed(1)}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${size / 200}"/>` +
    `<circle cx="${c}" cy="${c}" r="${(r - size / 400).toFixed(1)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="${size / 200}"/></svg>`;
  return toRaw(
    sharp(printed).composite([{ input: Buffer.from(hub) }, { input: circleSvg(size, r * 0.125), blend: 'dest-out' }]),
  );
}

/** A cassette seen from the front: coloured shell, printed label, window with both reels. */
export function cassetteSvg(resolved: ResolvedDesign, shellHex: string, width: number): string {
  const { design, palette, face } = resolved;
  const height = Math.round(width * 0.63);
  const labelInk = mostReadable(palette.paper, [palette.ink, '#111111', '#f8f8f2']);
  const title = fitText(design.title, face, { maxWidth: 380, maxLines: 1, maxSize: 30, minSize: 12 });
  const reel = (cx: number): string =>
    `<circle cx="${cx}" cy="196" r="34" fill="#3b2f2a"/><circle cx="${cx}" cy="196" r="16" fill="#f2f2f2"/>` +
    [0, 60, 120, 180, 240, 300]
      .map(
        (deg) => `<rect x="${cx - 2}" y="182" width="4" height="8" fill="#777" transform="rotate(${deg} ${cx} 196)"/>`,
      )
      .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 378">` +
    `<rect x="4" y="4" width="592" height="370" rx="22" fill="${shellHex}"/>` +
    `<rect x="4" y="4" width="592" height="370" rx="22" fill="none" stroke="${darken(shellHex, 0.35)}" stroke-width="4"/>` +
    `<rect x="40" y="34" width="520" height="250" rx="10" fill="${palette.paper}"/>` +
    `<rect x="40" y="34" width="520" height="64" rx="10" fill="${palette.accents[0]}"/>` +
    textBlock({
      lines: [design.artistName],
      x: 300,
      y: 76,
      fontSize: 24,
      face: resolved.secondaryFace,
      fill: mostReadable(palette.accents[0], ['#111111', '#f8f8f2']),
      anchor: 'middle',
    }) +
    textBlock({
      lines: title.lines,
      x: 300,
      y: 132,
      fontSize: title.fontSize,
      face,
      fill: labelInk,
      anchor: 'middle',
    }) +
    `<rect x="150" y="150" width="300" height="92" rx="46" fill="#1d1d1f"/>` +
    `<rect x="230" y="170" width="140" height="52" fill="#4a3b33"/>` +
    reel(220) +
    reel(380) +
    `<text x="70" y="268" font-family="'DejaVu Sans', sans-serif" font-weight="700" font-size="22" fill="${labelInk}">A</text>` +
    `<path d="M120 374 L150 306 L450 306 L480 374Z" fill="${darken(shellHex, 0.12)}"/>` +
    [170, 260, 340, 430].map((x) => `<circle cx="${x}" cy="344" r="9" fill="${darken(shellHex, 0.4)}"/>`).join('') +
    [24, 576]
      .flatMap((x) =>
        [24, 354].map(
          (y) =>
            `<circle cx="${x}" cy="${y}" r="7" fill="${lighten(shellHex, 0.4)}" stroke="${darken(shellHex, 0.4)}"/>`,
        ),
      )
      .join('') +
    `<title>${escapeXml(design.title)}</title></svg>`
  );
}

/** T-shirt and hoodie silhouettes on a 600-unit canvas; the print goes on the chest box. */
const GARMENT_PATHS = {
  't-shirt':
    'M210 60 Q300 110 390 60 L520 118 L572 250 L490 282 L466 226 L466 560 Q300 578 134 560 L134 226 L110 282 L28 250 L80 118Z',
  hoodie:
    'M205 78 Q300 20 395 78 L520 140 L566 520 L492 536 L468 300 L470 570 Q300 590 130 570 L132 300 L108 536 L34 520 L80 140Z',
} as const;

/** A garment the shop sells with the art printed on it. */
export type GarmentKind = keyof typeof GARMENT_PATHS;

/** T-shirt or hoodie in its colour with the art on the chest, transparent around it. */
export async function renderGarmentRaw(
  art: RawImage,
  kind: GarmentKind,
  garmentHex: string,
  size: number,
): Promise<RawImage> {
  const scale = size / 600;
  const shade = darken(garmentHex, 0.18);
  const hood =
    kind === 'hoodie'
      ? `<path d="M230 86 Q300 170 370 86" fill="none" stroke="${shade}" stroke-width="10"/><path d="M262 120 L258 210 M338 120 L342 210" stroke="${lighten(garmentHex, 0.5)}" stroke-width="5"/>` +
        `<path d="M190 420 L410 420 L440 530 L160 530Z" fill="${shade}" fill-opacity="0.45"/>`
      : `<path d="M250 74 Q300 110 350 74" fill="none" stroke="${shade}" stroke-width="10"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600"><defs>` +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient></defs>` +
    `<path d="${GARMENT_PATHS[kind]}" fill="${garmentHex}" stroke="${shade}" stroke-width="3"/>` +
    `<path d="${GARMENT_PATHS[kind]}" fill="url(#fold)"/>${hood}</svg>`;
  const printSide = Math.round(190 * scale);
  const print = await fromRaw(art).resize(printSide, printSide).png({ compressionLevel: 0 }).toBuffer();
  const top = Math.round((kind === 'hoodie' ? 210 : 170) * scale);
  return toRaw(sharp(Buffer.from(svg)).composite([{ input: print, left: Math.round((size - printSide) / 2), top }]));
}

/** A felt slipmat printed with the art, with its spindle hole. */
export async function renderSlipmatRaw(art: RawImage, size: number): Promise<RawImage> {
  const c = size / 2;
  const felt =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><radialGradient id="edge"><stop offset="0.85" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs>` +
    `<circle cx="${c}" cy="${c}" r="${c}" fill="url(#edge)"/></svg>`;
  return toRaw(
    fromRaw(art)
      .resize(size, size)
      .composite([
        { input: Buffer.from(felt) },
        { input: circleSvg(size, c * 0.985), blend: 'dest-in' },
        { input: circleSvg(size, c * 0.03), blend: 'dest-out' },
      ]),
  );
}

/** A cassette as RGBA pixels, its width `width`. */
export function renderCassetteRaw(resolved: ResolvedDesign, shellHex: string, width: number): Promise<RawImage> {
  return rasteriseSvg(cassetteSvg(resolved, shellHex, width));
}
