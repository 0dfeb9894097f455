// Typesetting for SVG rendered by librsvg: fonts come from the system through fontconfig, so every
// stack ends in a generic family. librsvg ignores textLength, so text is fitted by estimating widths.

/** A type face for sleeves: a font-family stack and its average glyph width in em. */
export interface TypeFace {
  family: string;
  weight: 400 | 700;
  /** Average advance of a mixed-case Latin glyph, in em; capitals are wider. */
  averageEm: number;
  uppercase: boolean;
  letterSpacingEm: number;
}

/** The faces a sleeve may use; all ship with common Linux font packages (DejaVu, Liberation). */
export const TYPE_FACES: readonly TypeFace[] = [
  {
    family: "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    weight: 700,
    averageEm: 0.6,
    uppercase: true,
    letterSpacingEm: 0.02,
  },
  {
    family: "'Liberation Sans Narrow', 'DejaVu Sans Condensed', sans-serif",
    weight: 700,
    averageEm: 0.5,
    uppercase: true,
    letterSpacingEm: 0,
  },
  {
    family: "'DejaVu Serif', 'Liberation Serif', Georgia, serif",
    weight: 400,
    averageEm: 0.6,
    uppercase: false,
    letterSpacingEm: 0,
  },
  {
    family: "'Liberation Serif', 'DejaVu Serif', serif",
    weight: 700,
    averageEm: 0.56,
    uppercase: false,
    letterSpacingEm: 0,
  },
  {
    family: "'DejaVu Sans Mono', 'Liberation Mono', monospace",
    weight: 400,
    averageEm: 0.62,
    uppercase: true,
    letterSpacingEm: 0.04,
  },
  {
    family: "'DejaVu Sans', 'Liberation Sans', sans-serif",
    weight: 400,
    averageEm: 0.6,
    uppercase: false,
    letterSpacingEm: 0.01,
  },
];

/** Escapes the five XML specials so titles like "Salt & Smoke" stay valid SVG. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Estimated rendered width of a line, in pixels (slightly generous so text never overflows). */
export function estimateTextWidth(text: string, face: TypeFace, fontSize: number): number {
  const shown = face.uppercase ? text.toUpperCase() : text;
  let em = 0;
  for (const char of shown) {
    if (char === ' ') em += 0.3;
    else if (/[A-Z0-9]/.test(char)) em += face.averageEm * 1.15;
    else if (/[iljtf.,'’:;!|]/.test(char)) em += face.averageEm * 0.5;
    else if (/[mwMW]/.test(char)) em += face.averageEm * 1.45;
    // Dashes and ampersands are about an em wide in every face.
    else if (/[—&@%]/.test(char)) em += Math.max(1, face.averageEm * 1.6);
    else em += face.averageEm;
    em += face.letterSpacingEm;
  }
  return em * fontSize * 1.04;
}

/** Breaks text into at most `maxLines` lines that fit `maxWidth` at this size, or null when it cannot. */
export function wrapText(
  text: string,
  face: TypeFace,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (estimateTextWidth(candidate, face, fontSize) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (!current || estimateTextWidth(word, face, fontSize) > maxWidth) return null;
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  return lines.length <= maxLines ? lines : null;
}

/** Where text must fit: at most maxLines lines of maxWidth, and maxHeight tall when given. */
export interface TextBox {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  /** Height of the lines' block (lines x size x lineHeight), when it is limited. */
  maxHeight?: number;
  /** Default 1.08, as textBlock sets lines. */
  lineHeight?: number;
}

/** Smallest size text is ever set at when it does not fit its box at minSize. */
const FLOOR_SIZE = 9;

/**
 * The largest size (down to minSize) at which every word fits the box, with its lines. Text never
 * gets cut: below minSize it shrinks further (down to 9 px), then takes more lines, and a single word
 * wider than the box is broken across lines.
 */
export function fitText(text: string, face: TypeFace, box: TextBox): { fontSize: number; lines: string[] } {
  const lineHeight = box.lineHeight ?? 1.08;
  const fitsHeight = (lines: readonly string[], size: number) =>
    box.maxHeight === undefined || lines.length * size * lineHeight <= box.maxHeight;
  const floor = Math.min(box.minSize, FLOOR_SIZE);
  for (let size = box.maxSize; size >= floor; size -= size > box.minSize ? 2 : 1) {
    const lines = wrapText(text, face, size, box.maxWidth, box.maxLines);
    if (lines && fitsHeight(lines, size)) return { fontSize: size, lines };
  }
  const lines = wrapText(text, face, floor, box.maxWidth, 99) ?? breakWords(text, face, floor, box.maxWidth);
  return { fontSize: floor, lines };
}

/** Lines of at most maxWidth, breaking inside words where a word alone is too wide. */
function breakWords(text: string, face: TypeFace, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    if (current && estimateTextWidth(current + char, face, fontSize) > maxWidth) {
      lines.push(current.trimEnd());
      current = char === ' ' ? '' : char;
    } else current += char;
  }
  if (current) lines.push(current);
  return lines;
}

/** An SVG <text> block; anchor 'start' | 'middle' | 'end' positions lines around x. */
export function textBlock(options: {
  lines: readonly string[];
  x: number;
  y: number;
  fontSize: number;
  face: TypeFace;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
  opacity?: number;
}): string {
  const { lines, x, y, fontSize, face, fill, anchor = 'start', lineHeight = 1.08, opacity = 1 } = options;
  const tspans = lines
    .map((line, index) => {
      const shown = face.uppercase ? line.toUpperCase() : line;
      return `<tspan x="${x}" dy="${index === 0 ? 0 : Math.round(fontSize * lineHeight)}">${escapeXml(shown)}</tspan>`;
    })
    .join('');
  const spacing = face.letterSpacingEm ? ` letter-spacing="${(face.letterSpacingEm * fontSize).toFixed(1)}"` : '';
  return (
    `<text x="${x}" y="${y}" font-family="${face.family}" font-weight="${face.weight}" font-size="${fontSize}"` +
    ` fill="${fill}" fill-opacity="${opacity}" text-anchor="${anchor}"${spacing}>${tspans}</text>`
  );
}
