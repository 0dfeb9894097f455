// Page text of a release in English and French: what the record is, then how it is pressed.
import type { SeededRandom } from '@spindle/domain';

type Pair = readonly [en: string, fr: string];

// What the music is, per genre id.
const GENRE_PHRASES: Readonly<Record<number, readonly Pair[]>> = {
  1: [
    [
      'hypnotic electronic music made for headphones and dance floors alike',
      'musique électronique hypnotique, pensée pour le casque comme pour la piste',
    ],
    ['slow-building techno and ambient interludes', 'techno qui monte lentement et interludes ambient'],
  ],
  2: [
    ['honest country songs with pedal steel and fiddle', 'chansons country sincères, avec pedal steel et violon'],
    ['dusty Americana for long drives', 'americana poussiéreuse pour les longs trajets'],
  ],
  3: [
    ['raw blues cut live with the amps turned up', 'blues brut enregistré live, amplis à fond'],
    ['slide guitar blues and slow-burning ballads', 'blues à la slide et ballades à feu doux'],
  ],
  4: [
    ['hushed folk songs for voice and acoustic guitar', 'chansons folk feutrées pour voix et guitare acoustique'],
    [
      'traditional tunes and new songs in close harmony',
      'airs traditionnels et chansons nouvelles en harmonies serrées',
    ],
  ],
  5: [
    ['tight, horn-driven funk', 'funk serré porté par les cuivres'],
    ['breakbeat-heavy funk with a rubbery bass', 'funk riche en breakbeats, à la basse élastique'],
  ],
  6: [
    ['boom-bap beats and sharp verses', 'beats boom bap et couplets affûtés'],
    [
      'instrumental hip hop built from crate-dug samples',
      'hip hop instrumental construit à partir de samples dénichés chez les disquaires',
    ],
  ],
  7: [
    ['modal jazz recorded in a single afternoon', 'jazz modal enregistré en un seul après-midi'],
    [
      'spiritual jazz with long solos and a rolling rhythm section',
      'jazz spirituel aux longs solos, porté par une rythmique roulante',
    ],
  ],
  8: [
    ['bright pop songs with big choruses', 'chansons pop lumineuses aux grands refrains'],
    ['synth-pop for night drives and small kitchens', 'synthpop pour les trajets de nuit et les petites cuisines'],
  ],
  9: [
    [
      'late-night R&B with warm keys and falsetto hooks',
      'R&B nocturne aux claviers chauds et aux refrains en voix de tête',
    ],
    ['smooth R&B grooves and layered harmonies', 'grooves R&B soyeux et harmonies superposées'],
  ],
  10: [
    ['deep soul with horns, strings and a gospel choir', 'soul profonde avec cuivres, cordes et chœur gospel'],
    ['northern soul stompers and heartbreak ballads', 'northern soul endiablée et ballades de cœur brisé'],
  ],
  11: [
    [
      'loud, fuzzy rock songs recorded live to tape',
      'chansons rock bruyantes et saturées, enregistrées live sur bande',
    ],
    ['wiry post-punk and jangling guitars', 'post-punk nerveux et guitares carillonnantes'],
  ],
  12: [
    [
      'dance music from across the world, played by a full band',
      'musiques à danser du monde entier, jouées par un groupe complet',
    ],
    [
      'hypnotic grooves with kora, percussion and electric guitar',
      'grooves hypnotiques avec kora, percussions et guitare électrique',
    ],
  ],
  13: [
    ['orchestral chanson and music-hall songs', 'chanson orchestrale et airs de music-hall'],
    ['witty songs with accordion and double bass', 'chansons pleines d’esprit avec accordéon et contrebasse'],
  ],
  14: [
    ['heavyweight roots reggae and dub versions', 'reggae roots massif et versions dub'],
    ['lovers rock and rocksteady with a deep bass', 'lovers rock et rocksteady à la basse profonde'],
  ],
  15: [
    ['chamber music played with fire and precision', 'musique de chambre jouée avec feu et précision'],
    [
      'solo piano works recorded on a restored grand',
      'œuvres pour piano seul enregistrées sur un piano à queue restauré',
    ],
  ],
  16: [
    [
      'experimental pieces for tape loops and found sounds',
      'pièces expérimentales pour boucles de bande et sons trouvés',
    ],
    ['slow drones and field recordings', 'drones lents et enregistrements de terrain'],
  ],
  17: [
    ['string-drenched disco and boogie', 'disco et boogie baignés de cordes'],
    ['Italo-disco arpeggios and melancholy choruses', 'arpèges italo disco et refrains mélancoliques'],
  ],
  18: [
    ['crushing riffs and slow, heavy doom', 'riffs écrasants et doom lent et lourd'],
    ['atmospheric metal about frost and old roads', 'metal atmosphérique sur le givre et les vieux chemins'],
  ],
  20: [
    ['an orchestral score with analogue synths', 'une partition orchestrale avec synthés analogiques'],
    ['cues and themes from the film, remastered', 'thèmes et morceaux du film, remasterisés'],
  ],
};

const MAKING: readonly Pair[] = [
  ['recorded live in three days', 'enregistrés en live en trois jours'],
  ['written during a winter on the coast', 'écrits pendant un hiver sur la côte'],
  ['produced at home and mixed to tape', 'produits à la maison et mixés sur bande'],
  ['recorded in an old church with the doors open', 'enregistrés dans une vieille église, portes ouvertes'],
  ['put together over two years between tours', 'assemblés sur deux ans, entre deux tournées'],
  ['cut in a single room around one microphone', 'captés dans une seule pièce autour d’un micro'],
  ['recorded in a farmhouse studio in the hills', 'enregistrés dans un studio de ferme, dans les collines'],
  [
    'mastered for vinyl by an engineer who still cuts lacquers by hand',
    'masterisés pour le vinyle par un ingénieur qui grave encore les laques à la main',
  ],
];

const ORDINALS: readonly Pair[] = [
  ['first', 'premier'],
  ['second', 'deuxième'],
  ['third', 'troisième'],
  ['fourth', 'quatrième'],
  ['new', 'nouveau'],
];

/** How the release is made, from its format text ('LP', '2LP', '7"', 'CD', 'Cassette'...). */
function pressing(format: string, random: SeededRandom): Pair {
  if (/^3LP|Box/.test(format))
    return [
      'A numbered box set of three LPs with a 24-page book of photographs and liner notes.',
      'Un coffret numéroté de trois LP avec un livre de 24 pages de photos et de notes de pochette.',
    ];
  if (/^2LP/.test(format))
    return [
      'Double LP on 180 g vinyl in a gatefold sleeve, with printed inner sleeves.',
      'Double LP sur vinyle 180 g en pochette ouvrante, avec sous-pochettes imprimées.',
    ];
  if (/7"/.test(format))
    return [
      'A 7-inch single at 45 rpm in a printed paper sleeve.',
      'Un 45 tours 7 pouces dans une pochette papier imprimée.',
    ];
  if (/10"/.test(format))
    return [
      'A 10-inch record in a printed jacket, each side cut loud.',
      'Un 10 pouces en pochette imprimée, chaque face gravée fort.',
    ];
  if (/CD/.test(format))
    return random.chance(0.5)
      ? ['CD in a six-panel digipak with a 12-page booklet.', 'CD en digipak six volets avec un livret de 12 pages.']
      : ['CD in a jewel case with a fold-out lyric sheet.', 'CD en boîtier cristal avec un dépliant des paroles.'];
  if (/Cassette/.test(format))
    return [
      'Chrome cassette in a printed J-card, with a download code.',
      'Cassette chrome avec jaquette imprimée et code de téléchargement.',
    ];
  if (/T-shirt/.test(format))
    return [
      'The LP on 180 g vinyl and a screen-printed T-shirt with the cover art, shipped together.',
      'Le LP sur vinyle 180 g et un t-shirt sérigraphié avec la pochette, expédiés ensemble.',
    ];
  const grams = /140 g/.test(format) ? 140 : 180;
  return random.pick<Pair>([
    [
      `Pressed on ${grams} g vinyl in a printed jacket, with a lyric insert.`,
      `Pressé sur vinyle ${grams} g, pochette imprimée et insert avec les paroles.`,
    ],
    [
      `Pressed on ${grams} g vinyl in a reverse-board sleeve with an obi strip.`,
      `Pressé sur vinyle ${grams} g en pochette carton inversé, avec obi.`,
    ],
    [
      `Half-speed mastered and pressed on ${grams} g vinyl, in a heavy tip-on jacket.`,
      `Masterisé à demi-vitesse et pressé sur vinyle ${grams} g, pochette tip-on épaisse.`,
    ],
  ]);
}

const COLOUR_NAMES: Readonly<Record<string, Pair>> = {
  black: ['black', 'noir'],
  white: ['white', 'blanc'],
  transparent: ['clear', 'transparent'],
  smoke: ['smoke', 'fumé'],
  grey: ['grey', 'gris'],
  silver: ['silver', 'argent'],
  gold: ['gold', 'or'],
  bone: ['bone', 'os'],
  cream: ['cream', 'crème'],
  yellow: ['yellow', 'jaune'],
  mustard: ['mustard', 'moutarde'],
  orange: ['orange', 'orange'],
  red: ['red', 'rouge'],
  transparent_red: ['transparent red', 'rouge transparent'],
  oxblood: ['oxblood', 'sang-de-bœuf'],
  pink: ['pink', 'rose'],
  magenta: ['magenta', 'magenta'],
  purple: ['purple', 'violet'],
  lilac: ['lilac', 'lilas'],
  blue: ['blue', 'bleu'],
  baby_blue: ['baby blue', 'bleu ciel'],
  sea_blue: ['sea blue', 'bleu océan'],
  turquoise: ['turquoise', 'turquoise'],
  mint: ['mint', 'menthe'],
  green: ['green', 'vert'],
  coke_bottle: ['coke-bottle green', 'vert bouteille'],
  olive: ['olive', 'olive'],
  brown: ['brown', 'marron'],
  amber: ['amber', 'ambre'],
  glow_in_the_dark: ['glow-in-the-dark', 'phosphorescent'],
};

/** A record colour in words: 'purple with transparent red splatter' / 'violet avec splatter rouge transparent'. */
export function colourWords(
  colour: { name: string; effect: 'none' | 'splatter' | 'marble' },
  mainName: string,
  secondName?: string,
): Pair {
  const main = COLOUR_NAMES[mainName] ?? [mainName.replaceAll('_', ' '), mainName.replaceAll('_', ' ')];
  if (colour.effect === 'none' || !secondName) return main;
  const second = COLOUR_NAMES[secondName] ?? [secondName.replaceAll('_', ' '), secondName.replaceAll('_', ' ')];
  return colour.effect === 'splatter'
    ? [`${main[0]} with ${second[0]} splatter`, `${main[1]} avec splatter ${second[1]}`]
    : [`${main[0]} and ${second[0]} marble`, `${main[1]} marbré ${second[1]}`];
}

/** Two paragraphs per language: the record, then the object. */
export function releaseDescription(input: {
  random: SeededRandom;
  title: string;
  artistName: string;
  genreIds: readonly number[];
  format: string;
  trackTitles: readonly string[];
}): { en: string; fr: string } {
  const { random, title, artistName, format, trackTitles } = input;
  const [ordinalEn, ordinalFr] = random.pick(ORDINALS);
  const [genreEn, genreFr] = random.pick(
    GENRE_PHRASES[input.genreIds[0] ?? 0] ?? GENRE_PHRASES[8] ?? [['music', 'musique']],
  );
  const [makingEn, makingFr] = random.pick(MAKING);
  const count = trackTitles.length;
  const highlights = random.shuffle(trackTitles).slice(0, 2);
  const tracksEn = count === 1 ? 'one long piece' : `${count} tracks`;
  const tracksFr = count === 1 ? 'une longue pièce' : `${count} titres`;
  let en = `${title} is the ${ordinalEn} record by ${artistName}: ${tracksEn} of ${genreEn}, ${makingEn}.`;
  let fr = `${title} est le ${ordinalFr} disque de ${artistName} : ${tracksFr} de ${genreFr}, ${makingFr}.`;
  if (highlights.length === 2) {
    en += ` Start with “${highlights[0]}” and “${highlights[1]}”.`;
    fr += ` À écouter d’abord : « ${highlights[0]} » et « ${highlights[1]} ».`;
  }
  const [objectEn, objectFr] = pressing(format, random);
  return { en: `${en}\n\n${objectEn}`, fr: `${fr}\n\n${objectFr}` };
}
