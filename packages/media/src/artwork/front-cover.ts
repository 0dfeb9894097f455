// Front cover SVG: the style's art, then the title and artist typeset where the style left room.
import { CANVAS, type StyleResult, type TextPlacement } from './style-kit.ts';
import { STYLE_RENDERERS, type ResolvedDesign } from './demo-design.ts';
import { fitText, textBlock } from './svg-text.ts';
import { contrastRatio } from '../colour.ts';

/** Part of the canvas to show, in canvas units: the whole sleeve or a detail of it. */
export interface ViewWindow {
  x: number;
  y: number;
  size: number;
}

const WHOLE: ViewWindow = { x: 0, y: 0, size: CANVAS };

/** SVG of the front cover at `pixels` square, optionally zoomed on a window (gallery details). */
export function frontCoverSvg(resolved: ResolvedDesign, pixels: number, view: ViewWindow = WHOLE): string {
  const { design, palette, face } = resolved;
  const styled: StyleResult = STYLE_RENDERERS[resolved.style]({
    random: resolved.randomFor('front'),
    palette,
    face,
    title: design.title,
    artistName: design.artistName,
  });
  const finish = resolved.randomFor('finish');
  const vignette = finish.chance(0.5)
    ? `<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`
    : '';
  const frame = finish.chance(0.2)
    ? `<rect x="14" y="14" width="572" height="572" fill="none" stroke="${palette.ink}" stroke-width="3"/>`
    : '';
  const markY = styled.text.y < CANVAS / 2 ? CANVAS - 44 : 44;
  const mark =
    design.labelName && finish.chance(0.4) ? labelMark(design.labelName, palette.ink, finish.chance(0.5), markY) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="${view.x} ${view.y} ${view.size} ${view.size}">` +
    `<defs>${styled.defs ?? ''}${vignette}</defs>` +
    `<rect x="-10" y="-10" width="${CANVAS + 20}" height="${CANVAS + 20}" fill="${palette.background}"/>` +
    styled.art +
    titleAndArtist(resolved, styled.text) +
    frame +
    mark +
    (vignette ? `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#vignette)"/>` : '') +
    `</svg>`
  );
}

function titleAndArtist(resolved: ResolvedDesign, place: TextPlacement): string {
  const { design, palette, face, secondaryFace } = resolved;
  const ink = place.ink ?? (place.overArt && !place.band ? inkOverArt(resolved) : palette.ink);
  const x =
    place.anchor === 'start' ? place.x : place.anchor === 'middle' ? place.x + place.width / 2 : place.x + place.width;
  const title = place.titleDrawn
    ? null
    : fitText(design.title, face, { maxWidth: place.width, maxLines: 2, maxSize: 66, minSize: 22 });
  const artistSize = Math.max(16, Math.min(30, Math.round((title?.fontSize ?? 60) * 0.5)));
  const artist = fitText(design.artistName, secondaryFace, {
    maxWidth: place.width,
    maxLines: 1,
    maxSize: artistSize,
    minSize: 14,
  });
  const titleHeight = title ? title.lines.length * title.fontSize * 1.08 : 0;
  const gap = title ? 10 : 0;
  const blockHeight = titleHeight + gap + artist.fontSize;
  // Text hugs the edge it sits against: the top of a top region, the bottom of a bottom one.
  const top = place.y < CANVAS / 2 ? place.y : place.y + place.height - blockHeight;
  const artistFirst = place.y < CANVAS / 2;
  const parts: string[] = [];
  if (place.band) {
    parts.push(
      `<rect x="${place.x - 16}" y="${Math.round(top - 14)}" width="${place.width + 32}" height="${Math.round(blockHeight + 30)}" fill="${place.band}"/>`,
    );
  }
  const artistY = artistFirst ? top + artist.fontSize * 0.85 : top + titleHeight + gap + artist.fontSize * 0.85;
  const titleY = artistFirst
    ? top + artist.fontSize + gap + (title?.fontSize ?? 0) * 0.85
    : top + (title?.fontSize ?? 0) * 0.85;
  parts.push(
    textBlock({
      lines: artist.lines,
      x,
      y: Math.round(artistY),
      fontSize: artist.fontSize,
      face: secondaryFace,
      fill: ink,
      anchor: place.anchor,
      opacity: 0.92,
    }),
  );
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

/** The ink whose worst contrast over the background and every accent is the best. */
function inkOverArt({ palette }: ResolvedDesign): string {
  const grounds = [palette.background, ...palette.accents];
  const worst = (ink: string): number => Math.min(...grounds.map((ground) => contrastRatio(ground, ink)));
  return [palette.ink, '#111111', '#f8f8f2'].reduce((best, ink) => (worst(ink) > worst(best) ? ink : best));
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
