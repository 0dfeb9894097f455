// Palettes for demo artwork: hand-picked harmonies, sometimes turned round the colour wheel so
// 30 palettes give hundreds of believable sleeves.
import { darken, lighten, mostReadable, rotateHue } from '../colour.ts';
import type { SeededRandom } from '@spindle/domain';

/** The colours one sleeve is drawn with. */
export interface Palette {
  background: string;
  /** Text colour, chosen for contrast against the background. */
  ink: string;
  accents: readonly [string, string, string];
  /** A quiet tone for backdrops (back cover, product shots). */
  paper: string;
}

// [background, accent, accent, accent]: record-shop staples from riso prints to 70s jazz sleeves.
const HARMONIES: readonly (readonly [string, string, string, string])[] = [
  ['#f2e8d5', '#e4572e', '#29335c', '#f3a712'],
  ['#1b1b1e', '#f4d35e', '#ee964b', '#f95738'],
  ['#0d3b66', '#faf0ca', '#f4d35e', '#ee964b'],
  ['#f7f3e3', '#1f7a8c', '#bfdbf7', '#e63946'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c'],
  ['#ffcdb2', '#e5989b', '#b5838d', '#6d6875'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'],
  ['#e9d8a6', '#005f73', '#ee9b00', '#ae2012'],
  ['#101820', '#fee715', '#ffffff', '#3d3d3d'],
  ['#ff6b6b', '#ffe66d', '#4ecdc4', '#1a535c'],
  ['#f1faee', '#a8dadc', '#457b9d', '#1d3557'],
  ['#3d405b', '#e07a5f', '#f2cc8f', '#81b29a'],
  ['#fefae0', '#283618', '#606c38', '#bc6c25'],
  ['#22223b', '#4a4e69', '#9a8c98', '#f2e9e4'],
  ['#ffbe0b', '#fb5607', '#ff006e', '#3a86ff'],
  ['#000000', '#e0e0e0', '#ff4d00', '#7a7a7a'],
  ['#cdb4db', '#ffc8dd', '#bde0fe', '#5e548e'],
  ['#003049', '#d62828', '#f77f00', '#fcbf49'],
  ['#edede9', '#d6ccc2', '#d5bdaf', '#3c3c3b'],
  ['#0b090a', '#660708', '#e5383b', '#f5f3f4'],
  ['#14213d', '#fca311', '#e5e5e5', '#ffffff'],
  ['#f6bd60', '#f7ede2', '#84a59d', '#f28482'],
  ['#1a1423', '#3d1e6d', '#b47aea', '#f2f230'],
  ['#d8e2dc', '#ffe5d9', '#ffcad4', '#9d8189'],
  ['#2d6a4f', '#95d5b2', '#d8f3dc', '#081c15'],
  ['#ff595e', '#1982c4', '#ffca3a', '#6a4c93'],
  ['#f4f1de', '#e07a5f', '#3d405b', '#81b29a'],
  ['#7209b7', '#f72585', '#4cc9f0', '#3a0ca3'],
  ['#e63946', '#f1faee', '#1d3557', '#a8dadc'],
  ['#fdf0d5', '#c1121f', '#780000', '#669bbc'],
];

/** A palette for a seed: a harmony, turned round the wheel half of the time. */
export function pickPalette(random: SeededRandom): Palette {
  const harmony = random.pick(HARMONIES);
  const turnDegrees = random.chance(0.5) ? random.int(20, 340) : 0;
  const [background, a, b, c] = harmony.map((hex) => rotateHue(hex, turnDegrees)) as [string, string, string, string];
  const ink = mostReadable(background, [a, b, c, '#111111', '#f8f8f2']);
  const accents: [string, string, string] = [a, b, c];
  const others = accents.filter((hex) => hex !== ink);
  const ordered = [...others, ...accents.filter((hex) => hex === ink)] as [string, string, string];
  const paper = mostReadable(ink, [lighten(background, 0.82), darken(background, 0.75)]);
  return { background, ink, accents: ordered, paper };
}
