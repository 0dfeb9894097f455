// Round centre labels (A and B side) on a transparent square, with the spindle hole punched out.
import { mostReadable } from '../colour.ts';
import type { ResolvedDesign } from './demo-design.ts';
import { splitIntoSides } from './back-cover.ts';
import { escapeXml, fitText, textBlock } from './svg-text.ts';

/** Label canvas in units; the label disc fills it. */
const UNITS = 300;
/** Spindle hole radius: 7.24 mm on a 100 mm label. */
export const SPINDLE_HOLE_RATIO = 7.24 / 100;

/** Which face of the record. */
export type RecordSide = 'A' | 'B';

/** SVG of a round centre label at `pixels` square (transparent outside the disc and in the hole). */
export function centreLabelSvg(resolved: ResolvedDesign, side: RecordSide, pixels: number): string {
  const { design, palette, face, secondaryFace } = resolved;
  const random = resolved.randomFor(`label-${side}`);
  const sameBothSides = resolved.randomFor('label').chance(0.6);
  const paper = side === 'A' || sameBothSides ? palette.accents[0] : palette.accents[1];
  const ink = mostReadable(paper, [palette.ink, '#111111', '#f8f8f2']);
  const c = UNITS / 2;
  const hole = (UNITS * SPINDLE_HOLE_RATIO) / 2;
  const parts: string[] = [];
  parts.push(`<circle cx="${c}" cy="${c}" r="${c}" fill="${paper}"/>`);
  parts.push(
    `<circle cx="${c}" cy="${c}" r="${c - 9}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="1.5"/>`,
  );
  if (random.chance(0.5))
    parts.push(`<path d="M0 ${c} A${c} ${c} 0 0 1 ${UNITS} ${c}Z" fill="${palette.accents[2]}" fill-opacity="0.35"/>`);
  const labelName = design.labelName ?? design.artistName;
  const top = fitText(labelName, secondaryFace, { maxWidth: 170, maxLines: 1, maxSize: 16, minSize: 9 });
  parts.push(
    textBlock({
      lines: top.lines,
      x: c,
      y: 58,
      fontSize: top.fontSize,
      face: secondaryFace,
      fill: ink,
      anchor: 'middle',
    }),
  );
  parts.push(
    `<text x="62" y="${c + 14}" font-family="${face.family}" font-weight="700" font-size="40" fill="${ink}" text-anchor="middle">${side}</text>`,
  );
  const speed = resolved.randomFor('speed').chance(0.8) ? '33⅓ RPM' : '45 RPM';
  parts.push(
    `<text x="238" y="${c + 6}" font-family="'DejaVu Sans', sans-serif" font-size="12" fill="${ink}" text-anchor="middle">${speed}</text>`,
  );
  const title = fitText(design.title, face, { maxWidth: 200, maxLines: 2, maxSize: 20, minSize: 10 });
  parts.push(
    textBlock({ lines: title.lines, x: c, y: 188, fontSize: title.fontSize, face, fill: ink, anchor: 'middle' }),
  );
  const artistY = 192 + title.lines.length * title.fontSize;
  const artist = fitText(design.artistName, secondaryFace, { maxWidth: 170, maxLines: 1, maxSize: 13, minSize: 8 });
  parts.push(
    textBlock({
      lines: artist.lines,
      x: c,
      y: artistY,
      fontSize: artist.fontSize,
      face: secondaryFace,
      fill: ink,
      anchor: 'middle',
      opacity: 0.9,
    }),
  );
  const sides = splitIntoSides(design.tracks ?? []);
  const tracks = (side === 'A' ? sides.a : sides.b).slice(0, 3);
  tracks.forEach((track, index) => {
    const text = `${side}${index + 1} ${track.title}`;
    const shown = text.length > 30 ? `${text.slice(0, 29)}…` : text;
    parts.push(
      `<text x="${c}" y="${artistY + 18 + index * 13}" font-family="'DejaVu Sans', sans-serif" font-size="10" fill="${ink}" fill-opacity="0.8" text-anchor="middle">${escapeXml(shown)}</text>`,
    );
  });
  if (design.catalogueNumber) {
    parts.push(
      `<text x="${c}" y="${c - 26}" font-family="'DejaVu Sans Mono', monospace" font-size="10" fill="${ink}" text-anchor="middle">${escapeXml(design.catalogueNumber)}</text>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${UNITS} ${UNITS}">` +
    `<defs><mask id="hole"><rect width="${UNITS}" height="${UNITS}" fill="#fff"/><circle cx="${c}" cy="${c}" r="${hole}" fill="#000"/></mask></defs>` +
    `<g mask="url(#hole)">${parts.join('')}</g></svg>`
  );
}
