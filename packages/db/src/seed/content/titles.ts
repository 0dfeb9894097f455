// Release and track titles: English words combined by patterns, with vocabularies per genre family
// (metal, classical, soundtrack, dub...). Original combinations, no real album titles on purpose.
import type { SeededRandom } from '@spindle/domain';

// prettier-ignore
const ADJECTIVES = ['Quiet', 'Golden', 'Electric', 'Hollow', 'Northern', 'Velvet', 'Paper', 'Silver', 'Blue', 'Distant', 'Late', 'Slow', 'Wild', 'Bright', 'Gentle', 'Restless', 'Endless', 'Secret', 'Amber', 'Crimson', 'Faded', 'Lucid', 'Open', 'Lonely', 'Sunlit', 'Midnight', 'Salt', 'Tidal', 'Glass', 'Copper', 'Low', 'Second', 'Western', 'Sleepless', 'Borrowed', 'Painted'];
// prettier-ignore
const NOUNS = ['River', 'Harbour', 'Tide', 'Lantern', 'Orchard', 'Mirror', 'Room', 'Garden', 'Horizon', 'Satellite', 'Letter', 'Engine', 'Echo', 'Shadow', 'Island', 'Street', 'Fire', 'Map', 'Signal', 'Moon', 'Skyline', 'Meadow', 'Voice', 'Window', 'Bridge', 'Current', 'Ember', 'Station', 'Compass', 'Lighthouse', 'Ferry', 'Orchid', 'Hallway', 'Weather', 'Season', 'Machine'];
// prettier-ignore
const PLACES = ['Lisbon', 'Marseille', 'the Coast', 'the North', 'Station Road', 'the Valley', 'Harbour Street', 'the Old Town', 'the Delta', 'Kyoto', 'the Lakes', 'Rue des Martyrs', 'Canal Street', 'the Border', 'Avenue B', 'the Pier', 'the Ridge', 'Dock Nine'];
// prettier-ignore
const VERBS = ['Chasing', 'Waiting for', 'Dreaming of', 'Leaving', 'Crossing', 'Following', 'Counting', 'Carrying', 'Dancing in', 'Walking to', 'Building', 'Calling'];
// prettier-ignore
const NUMBERS = ['Two', 'Three', 'Four', 'Seven', 'Nine', 'Eleven', 'Twelve', 'Hundred'];
// prettier-ignore
const DARK_ADJECTIVES = ['Frozen', 'Black', 'Iron', 'Ashen', 'Burning', 'Grim', 'Silent', 'Sunken', 'Howling', 'Forsaken'];
// prettier-ignore
const DARK_NOUNS = ['Throne', 'Pyre', 'Winter', 'Crown', 'Abyss', 'Cairn', 'Storm', 'Serpent', 'Monolith', 'Requiem', 'Forge', 'Tomb'];
// prettier-ignore
const WORKS = ['Nocturnes', 'Preludes and Fugues', 'String Quartets', 'Piano Sonatas', 'Cello Suites', 'Chamber Works', 'Études', 'Concertos for Strings', 'Songs Without Words', 'Variations'];
// prettier-ignore
const MOVEMENTS = ['Allegro moderato', 'Adagio', 'Andante cantabile', 'Scherzo', 'Largo', 'Presto', 'Menuetto', 'Finale: Allegro', 'Lento', 'Rondo', 'Aria', 'Gigue'];
// prettier-ignore
const SCORE_CUES = ['Main Title', 'The Chase', 'Harbour at Night', 'First Light', 'The Letter', 'Rooftops', 'Goodbye Theme', 'The Long Drive', 'Storm Warning', 'Reunion', 'End Credits', 'Night Market'];

const romans = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
];
const plural = (noun: string): string =>
  noun.endsWith('y') && !/[aeiou]y$/.test(noun)
    ? `${noun.slice(0, -1)}ies`
    : /(ch|s|o)$/.test(noun)
      ? `${noun}es`
      : `${noun}s`;

/** Genre families that title their records differently. */
type Family = 'metal' | 'classical' | 'soundtrack' | 'dub' | 'general';

function familyOf(genreIds: readonly number[]): Family {
  const first = genreIds[0];
  if (first === 18) return 'metal';
  if (first === 15) return 'classical';
  if (first === 20) return 'soundtrack';
  if (first === 14) return 'dub';
  return 'general';
}

/** A general-purpose title, e.g. "Quiet Lanterns", "Songs from the Pier", "Salt & Ember". */
function generalTitle(random: SeededRandom): string {
  const adjective = random.pick(ADJECTIVES);
  const noun = random.pick(NOUNS);
  const other = random.pick(NOUNS.filter((candidate) => candidate !== noun));
  switch (random.int(0, 10)) {
    case 0:
      return `${adjective} ${plural(noun)}`;
    case 1:
      return `${plural(noun)} of the ${adjective} ${other}`;
    case 2:
      return `The ${adjective} ${noun}`;
    case 3:
      return `${noun} & ${other}`;
    case 4:
      return `Songs from ${random.pick(PLACES)}`;
    case 5:
      return `${random.pick(PLACES).replace(/^the /, '')} Sessions`.replace(/^./, (c) => c.toUpperCase());
    case 6:
      return `After the ${noun}`;
    case 7:
      return `${random.pick(NUMBERS)} ${plural(noun)}`;
    case 8:
      return `${random.pick(VERBS)} ${plural(noun)}`;
    case 9:
      return `${adjective} ${noun}, Vol. ${random.int(1, 3)}`;
    default:
      return random.chance(0.5) ? adjective : `${noun}`;
  }
}

/** A release title suited to the genres and format ("… EP" for short electronic records). */
export function releaseTitle(random: SeededRandom, genreIds: readonly number[], format: string): string {
  const family = familyOf(genreIds);
  let title: string;
  if (family === 'metal')
    title = random.chance(0.5)
      ? `${random.pick(DARK_ADJECTIVES)} ${random.pick(DARK_NOUNS)}`
      : `${random.pick(DARK_NOUNS)} of the ${random.pick(DARK_ADJECTIVES)} ${random.pick(DARK_NOUNS)}`;
  else if (family === 'classical')
    title = `${random.pick(WORKS)}${random.chance(0.5) ? `, Book ${random.pick(romans.slice(0, 3))}` : ''}`;
  else if (family === 'soundtrack')
    title = `${generalTitle(random)} (${random.pick(['Original Soundtrack', 'Original Score', 'Music from the Film', 'Original Game Soundtrack'])})`;
  else if (family === 'dub') title = random.chance(0.4) ? `${generalTitle(random)} in Dub` : generalTitle(random);
  else title = generalTitle(random);
  const short = /7"|10"|EP/.test(format);
  if (short && genreIds[0] === 1 && !title.endsWith('EP')) title = `${title} EP`;
  if (random.chance(0.04))
    title = `Live at ${random.pick(['the Roundhouse Cellar', 'Salle Pleyade', 'the Blue Door', 'Hotel Meridian', 'the Corn Exchange', 'Studio Onze'])}`;
  return title;
}

function generalTrack(random: SeededRandom): string {
  const noun = random.pick(NOUNS);
  switch (random.int(0, 8)) {
    case 0:
      return noun;
    case 1:
      return `${random.pick(ADJECTIVES)} ${noun}`;
    case 2:
      return `The ${noun}`;
    case 3:
      return `${random.pick(VERBS)} the ${noun}`;
    case 4:
      return random.pick(PLACES).replace(/^./, (c) => c.toUpperCase());
    case 5:
      return `${random.int(1, 12)} A.M.`;
    case 6:
      return `${random.pick(ADJECTIVES)} ${plural(noun)}`;
    case 7:
      return `${noun} Song`;
    default:
      return `Letter to ${random.pick(PLACES)}`;
  }
}

/** `count` distinct track titles for a release of these genres. */
export function trackTitles(random: SeededRandom, genreIds: readonly number[], count: number): string[] {
  const family = familyOf(genreIds);
  if (family === 'classical') {
    return Array.from(
      { length: count },
      (_, index) => `${romans[index] ?? String(index + 1)}. ${random.pick(MOVEMENTS)}`,
    );
  }
  const titles: string[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; titles.length < count && attempt < count * 20; attempt += 1) {
    let title: string;
    if (family === 'soundtrack' && titles.length === 0) title = 'Main Title';
    else if (family === 'soundtrack') title = random.chance(0.5) ? random.pick(SCORE_CUES) : generalTrack(random);
    else if (family === 'metal')
      title = random.chance(0.6) ? `${random.pick(DARK_ADJECTIVES)} ${random.pick(DARK_NOUNS)}` : generalTrack(random);
    else if (family === 'dub' && titles.length > 0 && random.chance(0.3)) title = `${titles[titles.length - 1]} (Dub)`;
    else title = generalTrack(random);
    if (seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    titles.push(title);
  }
  while (titles.length < count) titles.push(`Interlude ${romans[titles.length] ?? titles.length + 1}`);
  return titles;
}

/** A plausible track length in seconds for the genre (jazz and techno run long, punk and rap short). */
export function trackDurationSeconds(random: SeededRandom, genreIds: readonly number[]): number {
  const ranges: Record<number, readonly [number, number]> = {
    1: [300, 480],
    7: [260, 560],
    15: [240, 720],
    16: [200, 600],
    6: [140, 230],
    18: [240, 480],
    20: [70, 230],
    14: [200, 330],
    17: [240, 420],
  };
  const [min, max] = ranges[genreIds[0] ?? 0] ?? [170, 280];
  return random.int(min, max);
}
