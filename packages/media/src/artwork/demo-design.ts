// A demo sleeve described by a seed and its words; everything visual is derived from the seed.
import { createSeededRandom, type SeededRandom } from '@spindle/domain';
import { pickPalette, type Palette } from './palette.ts';
import { drawBigType, drawContours, drawHalftone, drawOrbs, drawWaves } from './styles-fields.ts';
import { drawCircles, drawDuotoneBlocks, drawGrid, drawStripes, drawSunburst } from './styles-shapes.ts';
import { TYPE_FACES, type TypeFace } from './svg-text.ts';
import { ARTWORK_STYLES, type ArtworkStyle, type StyleRenderer } from './style-kit.ts';

/** A track as printed on the back cover and the labels. */
export interface DemoTrackListing {
  title: string;
  durationSeconds: number;
}

/** What a demo release looks like: the seed decides palette, style and type; the rest is printed. */
export interface DemoArtworkDesign {
  seed: number | string;
  title: string;
  artistName: string;
  labelName?: string;
  catalogueNumber?: string;
  releaseYear?: number;
  tracks?: readonly DemoTrackListing[];
  /** Forces a style; by default the seed picks one. */
  style?: ArtworkStyle;
}

/** A design with its seeded choices made. */
export interface ResolvedDesign {
  design: DemoArtworkDesign;
  style: ArtworkStyle;
  palette: Palette;
  face: TypeFace;
  /** Face of the smaller lines (artist, credits), paired with the title face. */
  secondaryFace: TypeFace;
  /** A fresh stream for the next drawing step, so adding a step never changes earlier ones. */
  randomFor(step: string): SeededRandom;
}

export const STYLE_RENDERERS: Record<ArtworkStyle, StyleRenderer> = {
  circles: drawCircles,
  stripes: drawStripes,
  grid: drawGrid,
  waves: drawWaves,
  'big-type': drawBigType,
  'duotone-blocks': drawDuotoneBlocks,
  orbs: drawOrbs,
  sunburst: drawSunburst,
  contours: drawContours,
  halftone: drawHalftone,
};

/** Makes the seeded choices of a design (pure, cheap). */
export function resolveDesign(design: DemoArtworkDesign): ResolvedDesign {
  const random = createSeededRandom(`${design.seed}:design`);
  const style = design.style ?? random.pick(ARTWORK_STYLES);
  const palette = pickPalette(random);
  const face = random.pick(TYPE_FACES);
  const secondaryFace =
    random.pick(TYPE_FACES.filter((candidate) => candidate !== face && candidate.weight === 400)) ?? face;
  return {
    design,
    style,
    palette,
    face,
    secondaryFace,
    randomFor: (step) => createSeededRandom(`${design.seed}:${step}`),
  };
}
