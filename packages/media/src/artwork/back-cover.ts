// Back cover SVG: heading, the tracklist by side with durations, credits, catalogue number, barcode.
import { CANVAS } from './style-kit.ts';
import type { DemoTrackListing, ResolvedDesign } from './demo-design.ts';
import { escapeXml, fitText, textBlock, TYPE_FACES } from './svg-text.ts';

const MONO = TYPE_FACES.find((face) => face.family.startsWith("'DejaVu Sans Mono'")) ?? TYPE_FACES[0];

/** '3:07' from 187 seconds. */
export function formatDuration(durationSeconds: number): string {
  const seconds = Math.max(0, Math.round(durationSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Splits a tracklist into sides A and B the way a pressing plant would: first half on A. */
export function splitIntoSides(tracks: readonly DemoTrackListing[]): { a: DemoTrackListing[]; b: DemoTrackListing[] } {
  const half = Math.ceil(tracks.length / 2);
  return { a: tracks.slice(0, half), b: tracks.slice(half) };
}

/** SVG of the back cover at `pixels` square. */
export function backCoverSvg(resolved: ResolvedDesign, pixels: number): string {
  const { design, palette, face, secondaryFace } = resolved;
  const random = resolved.randomFor('back');
  const onPaper = random.chance(0.5);
  const ground = onPaper ? palette.paper : palette.background;
  const ink = palette.ink;
  const accent = palette.accents[0];
  const parts: string[] = [`<rect width="${CANVAS}" height="${CANVAS}" fill="${ground}"/>`];
  const artist = fitText(design.artistName, secondaryFace, { maxWidth: 520, maxLines: 1, maxSize: 22, minSize: 12 });
  const title = fitText(design.title, face, { maxWidth: 520, maxLines: 1, maxSize: 36, minSize: 16 });
  parts.push(
    textBlock({
      lines: artist.lines,
      x: 40,
      y: 62,
      fontSize: artist.fontSize,
      face: secondaryFace,
      fill: ink,
      opacity: 0.85,
    }),
  );
  parts.push(
    textBlock({ lines: title.lines, x: 40, y: 66 + title.fontSize, fontSize: title.fontSize, face, fill: ink }),
  );
  parts.push(`<rect x="40" y="${84 + title.fontSize}" width="520" height="4" fill="${accent}"/>`);
  parts.push(tracklist(design.tracks ?? [], 40, 140 + title.fontSize - 36, ink, secondaryFace.family));
  const year = design.releaseYear ?? 2024;
  const label = design.labelName ?? design.artistName;
  const credits = [
    `℗ & © ${year} ${label}. All rights of the producer and of the owner of the recorded work reserved.`,
    'Unauthorised copying, hiring, lending, public performance and broadcasting prohibited.',
  ];
  credits.forEach((line, index) => {
    const fitted = fitText(line, secondaryFace, { maxWidth: 330, maxLines: 3, maxSize: 11, minSize: 9 });
    parts.push(
      textBlock({
        lines: fitted.lines,
        x: 40,
        y: 470 + index * 44,
        fontSize: fitted.fontSize,
        face: secondaryFace,
        fill: ink,
        opacity: 0.75,
        lineHeight: 1.3,
      }),
    );
  });
  if (design.catalogueNumber) {
    parts.push(
      `<text x="40" y="566" font-family="${MONO?.family}" font-size="13" fill="${ink}">${escapeXml(design.catalogueNumber)}</text>`,
    );
  }
  parts.push(barcode(() => random.next(), 430, 470, ink, ground));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${CANVAS} ${CANVAS}">${parts.join('')}</svg>`;
}

function tracklist(tracks: readonly DemoTrackListing[], x: number, y: number, ink: string, family: string): string {
  const { a, b } = splitIntoSides(tracks);
  const rows = [
    ...a.map((track, i) => ({ position: `A${i + 1}`, track })),
    ...b.map((track, i) => ({ position: `B${i + 1}`, track })),
  ];
  const twoColumns = rows.length > 6;
  const columnWidth = twoColumns ? 250 : 520;
  const perColumn = twoColumns ? Math.ceil(rows.length / 2) : rows.length;
  const lineHeight = rows.length > 8 ? 30 : 34;
  const maxChars = twoColumns ? 24 : 52;
  return rows
    .map(({ position, track }, index) => {
      const column = Math.floor(index / perColumn);
      const left = x + column * (columnWidth + 20);
      const top = y + (index % perColumn) * lineHeight;
      const title = track.title.length > maxChars ? `${track.title.slice(0, maxChars - 1)}…` : track.title;
      return (
        `<text x="${left}" y="${top}" font-family="${family}" font-size="15" fill="${ink}">` +
        `<tspan font-weight="700">${position}</tspan><tspan dx="10">${escapeXml(title)}</tspan></text>` +
        `<text x="${left + columnWidth}" y="${top}" font-family="${family}" font-size="15" fill="${ink}" fill-opacity="0.8" text-anchor="end">${formatDuration(track.durationSeconds)}</text>`
      );
    })
    .join('');
}

/** An EAN-13-looking barcode: random bars framed by guard bars, digits underneath. */
function barcode(next: () => number, x: number, y: number, ink: string, ground: string): string {
  const parts = [`<rect x="${x - 8}" y="${y - 8}" width="146" height="100" fill="#ffffff"/>`];
  let cursor = x;
  const guard = (): void => {
    parts.push(
      `<rect x="${cursor}" y="${y}" width="1.6" height="74" fill="#111"/><rect x="${cursor + 3.2}" y="${y}" width="1.6" height="74" fill="#111"/>`,
    );
    cursor += 6.4;
  };
  guard();
  for (let bar = 0; bar < 42; bar++) {
    const width = 1.2 + Math.floor(next() * 3) * 0.9;
    if (bar % 2 === 0)
      parts.push(`<rect x="${cursor.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="66" fill="#111"/>`);
    cursor += width;
    if (bar === 20) guard();
  }
  guard();
  const digits = Array.from({ length: 13 }, () => Math.floor(next() * 10)).join('');
  parts.push(
    `<text x="${x + 65}" y="${y + 86}" font-family="'DejaVu Sans Mono', monospace" font-size="11" fill="#111" text-anchor="middle">${digits}</text>`,
  );
  return ink === ground ? '' : parts.join('');
}
