// Reading a record's colour (the project's color_vinyl entries) for the page: its name in words and
// what the drawn disc needs (translucency, splatter drops). Names are the pressing colours of the
// quote configurator; a splatter or marble is stored as '{main}_{second}_{effect}'.
import type { ProjectDetail } from '@spindle/contracts';
import { createSeededRandom, PRESSING_VINYL_COLOURS } from '@spindle/domain';

export type DiscColour = ProjectDetail['colours'][number];

/** The configurator's colour names, longest first so 'transparent_red' wins over 'transparent'. */
const KNOWN_NAMES = PRESSING_VINYL_COLOURS.map((swatch) => swatch.name).sort((a, b) => b.length - a.length);

/** Whether a name is one of the pressing colours (and so has a translation). */
export function isKnownColourName(name: string): boolean {
  return KNOWN_NAMES.includes(name);
}

/**
 * The colour names inside a stored name: 'red' -> { main: 'red', second: null };
 * 'transparent_red_baby_blue_marble' -> { main: 'transparent_red', second: 'baby_blue' }.
 * A name that is not made of known colours is returned whole as `main`.
 */
export function colourNameParts(name: string): { main: string; second: string | null } {
  const bare = name.replace(/_(splatter|marble)$/, '');
  if (isKnownColourName(bare)) return { main: bare, second: null };
  for (const main of KNOWN_NAMES) {
    if (!bare.startsWith(`${main}_`)) continue;
    const second = bare.slice(main.length + 1);
    if (isKnownColourName(second)) return { main, second };
  }
  return { main: bare, second: null };
}

/** 'baby_blue' -> 'baby blue': how an unknown colour name is shown. */
export function humaniseColourName(name: string): string {
  return name.replaceAll('_', ' ').trim();
}

/** Whether a record of this colour lets light through (drawn see-through). */
export function isTranslucent(colour: DiscColour): boolean {
  const { main } = colourNameParts(colour.name);
  return PRESSING_VINYL_COLOURS.some((swatch) => swatch.name === main && swatch.translucent);
}

/** The distinct colours of a project's discs, in disc order (a 2LP pressed twice in red shows one red). */
export function distinctColours(colours: readonly DiscColour[]): DiscColour[] {
  const seen = new Set<string>();
  return colours.filter((colour) => {
    const key = `${colour.name}|${colour.hex}|${colour.effect}|${colour.secondaryHex ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A drop of a splattered record, in the 200 x 200 drawing of the disc. */
export interface SplatterDrop {
  x: number;
  y: number;
  r: number;
}

/** Drops of a splatter between the label (radius 34) and the rim (radius 95), the same for a seed. */
export function splatterDrops(seed: number, count = 56): SplatterDrop[] {
  // Seeded, so the server's HTML and the browser's hydration draw the same drops.
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, () => {
    const angle = random.next() * Math.PI * 2;
    const radius = 36 + random.next() * 57;
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      x: round(100 + Math.cos(angle) * radius),
      y: round(100 + Math.sin(angle) * radius),
      r: round(0.8 + random.next() ** 3 * 5),
    };
  });
}
