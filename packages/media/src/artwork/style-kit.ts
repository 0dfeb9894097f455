// What every sleeve style receives and returns; the front-cover composer adds title and artist.
import type { SeededRandom } from '@spindle/domain';
import type { Palette } from './palette.ts';
import type { TypeFace } from './svg-text.ts';

/** Names of the sleeve styles (at least one per visual family a record shop shows). */
export const ARTWORK_STYLES = [
  'circles',
  'stripes',
  'grid',
  'waves',
  'big-type',
  'duotone-blocks',
  'orbs',
  'sunburst',
  'contours',
  'halftone',
] as const;

/** A sleeve style. */
export type ArtworkStyle = (typeof ARTWORK_STYLES)[number];

/** Side of the 600-unit canvas every style draws on (rendered at any pixel size). */
export const CANVAS = 600;

/** Inputs of a style: the seeded random stream, the palette and the words to show. */
export interface StyleContext {
  random: SeededRandom;
  palette: Palette;
  face: TypeFace;
  title: string;
  artistName: string;
}

/** Where the composer sets the title and artist. */
export interface TextPlacement {
  x: number;
  y: number;
  width: number;
  height: number;
  anchor: 'start' | 'middle' | 'end';
  /** Solid band drawn behind the text, for busy art. */
  band?: string;
  /** The colours behind the text when it is not the background (text on a colour block). */
  grounds?: readonly string[];
  /** Text may sit on the art: the composer picks an ink that reads on every palette colour and blend. */
  overArt?: boolean;
  /** The style set the title itself (big type): only the artist line is added. */
  titleDrawn?: boolean;
}

/** SVG of the art (everything but the background) plus where text goes. */
export interface StyleResult {
  defs?: string;
  art: string;
  /** The title when the style sets it as the artwork (big type), drawn above the art. */
  titleArt?: string;
  text: TextPlacement;
}

/** A style draws on the 600 x 600 canvas. */
export type StyleRenderer = (context: StyleContext) => StyleResult;

/** Text at the bottom or the top, full width with a margin. */
export function edgePlacement(random: SeededRandom, height = 170): TextPlacement {
  const top = random.chance(0.45);
  return {
    x: 40,
    y: top ? 36 : CANVAS - 36 - height,
    width: CANVAS - 80,
    height,
    anchor: random.pick(['start', 'start', 'middle'] as const),
  };
}

/** Number formatting that keeps SVG small and deterministic. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();
