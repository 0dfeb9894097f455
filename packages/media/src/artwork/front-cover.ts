// Front cover SVG: the style's art, then the title and artist typeset where the style left room.
import { CANVAS, type StyleResult, type TextPlacement } from './style-kit.ts';
import { STYLE_RENDERERS, type ResolvedDesign } from './demo-design.ts';
import { fitText, textBlock } from './svg-text.ts';
import { contrastRatio, darken, mixHex, READABLE_CONTRAST, readableInk } from '../colour.ts';

/** Part of the canvas to show, in canvas units: the whole sleeve or a detail of it. */
export interface ViewWindow {
  x: number;
  y: number;
  size: number;
}

const WHOLE: ViewWindow = { x: 0, y: 0, size: CANVAS };

/**
 * Which layers to draw: the sleeve; or, to measure the words (cover-legibility.ts), the sleeve without
 * its words, or the words alone in white on black.
 */
export type FrontCoverLayers = 'all' | 'without-text' | 'text-mask';

/** Paints whatever it wraps in opaque white, keeping the glyphs' coverage. */
const WHITE_FILTER =
  '<filter id="white" x="-10" y="-10" width="620" height="620" filterUnits="userSpaceOnUse"><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/></filter>';

/** Darkening at the vignette's edge (its outer stop): the text's ground may be this much darker. */
const VIGNETTE_DARKEN = 0.28;

/** A little above WCAG AA, so rasterising (8-bit channels, gradient steps) never lands below it. */
const INK_TARGET = READABLE_CONTRAST + 0.1;

/** SVG of the front cover at `pixels` square, optionally zoomed on a window (gallery details). */
export function frontCoverSvg(
  resolved: ResolvedDesign,
  pixels: number,
  view: ViewWindow = WHOLE,
  layers: FrontCoverLayers = 'all',
): string {
  const { design, palette } = resolved;
  const styled: StyleResult = STYLE_RENDERERS[resolved.style]({
    random: resolved.randomFor('front'),
    palette,
    face: resolved.face,
    title: design.title,
    artistName: design.artistName,
  });
  const finish = resolved.randomFor('finish');
  // A title set as the artwork keeps its ground even: no vignette under it (the draw is kept, so the
  // finishing touches after it stay the same).
  const vignette =
    finish.chance(0.5) && !styled.titleArt
      ? `<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${VIGNETTE_DARKEN}"/></radialGradient>`
      : '';
  const frame = finish.chance(0.2)
    ? `<rect x="14" y="14" width="572" height="572" fill="none" stroke="${palette.ink}" stroke-width="3"/>`
    : '';
  const markY = styled.text.y < CANVAS / 2 ? CANVAS - 44 : 44;
  const wantsMark = Boolean(design.labelName) && finish.chance(0.4);
  const markRight = wantsMark && finish.chance(0.5);
  // A title set as the artwork fills the sleeve's top: no mark over it.
  const mark = wantsMark && !styled.titleArt ? labelMark(design.labelName ?? '', palette.ink, markRight, markY) : '';
  const words = coverWords(resolved, styled.text, Boolean(vignette));
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="${view.x} ${view.y} ${view.size} ${view.size}">`;
  if (layers === 'text-mask') {
    return (
      `${open}<defs>${WHITE_FILTER}</defs><rect x="-10" y="-10" width="${CANVAS + 20}" height="${CANVAS + 20}" fill="#000"/>` +
      `<g filter="url(#white)">${styled.titleArt ?? ''}${words.text}</g></svg>`
    );
  }
  return (
    open +
    `<defs>${styled.defs ?? ''}${vignette}</defs>` +
    `<rect x="-10" y="-10" width="${CANVAS + 20}" height="${CANVAS + 20}" fill="${palette.background}"/>` +
    styled.art +
    // The vignette darkens the art, never the band or the words on top of it.
    (vignette ? `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#vignette)"/>` : '') +
    words.backing +
    (layers === 'all' ? (styled.titleArt ?? '') + words.text : '') +
    frame +
    mark +
    `</svg>`
  );
}

/**
 * The colours the words may sit on: the band, the style's colour block, or the background; over the
 * art, every palette colour and their half-and-half blends (translucent shapes, gradients). With a
 * vignette, each also as darkened at the sleeve's edge.
 */
function groundsOf(resolved: ResolvedDesign, place: TextPlacement, band: string | undefined, vignette: boolean) {
  const { palette } = resolved;
  if (band) return [band];
  const colours = place.grounds ?? (place.overArt ? [palette.background, ...palette.accents] : [palette.background]);
  // Where two colours meet (edges, translucent shapes, gradients) the art shows their blends too.
  const grounds = colours.flatMap((a, i) => colours.slice(i).map((b) => mixHex(a, b, 0.5)));
  return vignette ? [...grounds, ...grounds.map((ground) => darken(ground, VIGNETTE_DARKEN))] : grounds;
}

/** The ink of the words: the palette's when it reads on every ground, else the nearest that does. */
function wordsInk(resolved: ResolvedDesign, grounds: readonly string[]): string {
  const { palette } = resolved;
  const candidates = [palette.ink, '#111111', '#f8f8f2'];
  const worst = (ink: string): number => Math.min(...grounds.map((ground) => contrastRatio(ground, ink)));
  const best = candidates.reduce((chosen, ink) => (worst(ink) > worst(chosen) ? ink : chosen));
  return readableInk(best, grounds, INK_TARGET);
}

/** Title and artist fitted to the style's box, in an ink that reaches WCAG AA on what is behind them. */
function coverWords(resolved: ResolvedDesign, place: TextPlacement, vignette: boolean) {
  const { palette } = resolved;
  // Where no single ink reads on every colour behind the words (busy art, a disc crossing a colour
  // block, a vignetted corner), they get a band in the colour they mostly sit on.
  let band = place.band;
  let grounds = groundsOf(resolved, place, band, vignette);
  let ink = wordsInk(resolved, grounds);
  if (!band && Math.min(...grounds.map((ground) => contrastRatio(ground, ink))) < INK_TARGET) {
    band = place.grounds?.[0] ?? palette.background;
    grounds = groundsOf(resolved, place, band, vignette);
    ink = wordsInk(resolved, grounds);
  }
  const layout = layoutWords(resolved, place);
  const backing = band
    ? `<rect x="${place.x - 16}" y="${Math.round(layout.top - 14)}" width="${place.width + 32}" height="${Math.round(layout.blockHeight + 30)}" fill="${band}"/>`
    : '';
  return { backing, text: wordsSvg(resolved, place, layout, ink) };
}

/** Sizes and lines of title and artist, within the style's box. */
function layoutWords(resolved: ResolvedDesign, place: TextPlacement) {
  const { design, face, secondaryFace } = resolved;
  const gap = place.titleDrawn ? 0 : 10;
  const title = place.titleDrawn
    ? null
    : fitText(design.title, face, {
        maxWidth: place.width,
        maxLines: 2,
        maxSize: 66,
        minSize: 22,
        maxHeight: place.height - gap - 16,
      });
  const titleHeight = title ? title.lines.length * title.fontSize * 1.08 : 0;
  const artistSize = Math.max(
    14,
    Math.min(30, Math.round((title?.fontSize ?? 60) * 0.5), place.height - titleHeight - gap),
  );
  const artist = fitText(design.artistName, secondaryFace, {
    maxWidth: place.width,
    maxLines: 1,
    maxSize: artistSize,
    minSize: 12,
  });
  const blockHeight = titleHeight + gap + artist.lines.length * artist.fontSize * 1.08;
  // Text hugs the edge it sits against: the top of a top region, the bottom of a bottom one.
  const top = place.y < CANVAS / 2 ? place.y : place.y + place.height - blockHeight;
  return { title, titleHeight, artist, gap, blockHeight, top, artistFirst: place.y < CANVAS / 2 };
}

function wordsSvg(
  resolved: ResolvedDesign,
  place: TextPlacement,
  layout: ReturnType<typeof layoutWords>,
  ink: string,
): string {
  const { face, secondaryFace } = resolved;
  const { title, titleHeight, artist, gap, top, artistFirst } = layout;
  const x =
    place.anchor === 'start' ? place.x : place.anchor === 'middle' ? place.x + place.width / 2 : place.x + place.width;
  const artistHeight = artist.lines.length * artist.fontSize * 1.08;
  const artistY = artistFirst ? top + artist.fontSize * 0.85 : top + titleHeight + gap + artist.fontSize * 0.85;
  const titleY = artistFirst
    ? top + artistHeight + gap + (title?.fontSize ?? 0) * 0.85
    : top + (title?.fontSize ?? 0) * 0.85;
  const parts = [
    textBlock({
      lines: artist.lines,
      x,
      y: Math.round(artistY),
      fontSize: artist.fontSize,
      face: secondaryFace,
      fill: ink,
      anchor: place.anchor,
    }),
  ];
  if (title)
    parts.push(
      textBlock({
        lines: title.lines,
        x,
        y: Math.round(titleY),
        fontSize: title.fontSize,
        face,
        fill: ink,
        anchor: place.anchor,
      }),
    );
  return parts.join('');
}

/** A small round label logo with the label's initials, in a corner away from the text. */
function labelMark(labelName: string, ink: string, right: boolean, cy: number): string {
  const initials = labelName
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const cx = right ? 556 : 44;
  return (
    `<circle cx="${cx}" cy="${cy}" r="20" fill="none" stroke="${ink}" stroke-width="2"/>` +
    `<text x="${cx}" y="${cy + 6}" font-family="'DejaVu Sans', sans-serif" font-weight="700" font-size="15" fill="${ink}" text-anchor="middle">${initials.replace(/[<>&"']/g, '')}</text>`
  );
}
