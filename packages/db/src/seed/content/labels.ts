// The demo catalogue's 22 record labels: fictional names, a home city and a short description in
// English and French. Label 0 is the demo label account's own label.
import { demoCountry } from './countries.ts';

/** A label of the demo catalogue. */
export interface DemoLabel {
  name: string;
  city: string;
  /** ISO country code. */
  country: string;
  founded: number;
  genreIds: number[];
  bio: { en: string; fr: string };
}

type Row = readonly [
  name: string,
  city: string,
  country: string,
  founded: number,
  genreIds: readonly number[],
  focus: readonly [en: string, fr: string],
];

// prettier-ignore
const ROWS: readonly Row[] = [
  ['Hidden Groove Records', 'Paris', 'FR', 2011, [1, 5, 17], ['digs for grooves old and new: house, funk and disco on heavyweight vinyl', 'cherche les grooves d’hier et d’aujourd’hui : house, funk et disco sur vinyle 180 g']],
  ['Night Ferry Recordings', 'Bristol', 'GB', 2012, [14, 1], ['focuses on dub, bass music and late-night electronics', 'se consacre au dub, à la bass music et à l’électronique nocturne']],
  ['Loam & Ivy', 'Asheville', 'US', 2010, [2, 4], ['presses country, bluegrass and Americana at a small plant in the Appalachians', 'presse country, bluegrass et americana dans une petite usine des Appalaches']],
  ['Cobalt Tide Music', 'Lyon', 'FR', 2015, [1, 16], ['releases techno and ambient in numbered editions', 'publie techno et ambient en éditions numérotées']],
  ['Blue Lantern Jazz', 'London', 'GB', 2004, [7], ['records modern jazz live in the studio, straight to two-track tape', 'enregistre le jazz moderne en direct en studio, directement sur bande deux pistes']],
  ['Sidewalk Soul Records', 'Detroit', 'US', 2008, [10, 5, 9], ['reissues lost soul and funk 45s alongside new artists', 'réédite des 45 tours soul et funk oubliés, aux côtés de nouveaux artistes']],
  ['Paper Kite Records', 'Stockholm', 'SE', 2013, [8], ['releases bright indie pop and synth-pop', 'publie de la pop indé lumineuse et de la synthpop']],
  ['Boombox Almanac', 'Marseille', 'FR', 2016, [6], ['is run by beatmakers, for beatmakers: rap, instrumentals and beat tapes', 'est tenu par des beatmakers, pour des beatmakers : rap, instrumentaux et beat tapes']],
  ['Ferrous Records', 'Gothenburg', 'SE', 2010, [18], ['releases doom, black and progressive metal in gatefold sleeves', 'publie du doom, du black metal et du metal progressif en pochettes ouvrantes']],
  ['Soleil Rouge Disques', 'Paris', 'FR', 2011, [12, 14], ['publishes music from West Africa, the Maghreb and the Caribbean', 'publie des musiques d’Afrique de l’Ouest, du Maghreb et des Caraïbes']],
  ['Mirror Palace Records', 'New York', 'US', 2014, [17], ['releases disco, boogie and edits for DJs', 'publie disco, boogie et edits pour DJ']],
  ['Quiet Hall Classics', 'Berlin', 'DE', 2007, [15], ['records chamber music and solo piano in a converted factory hall', 'enregistre musique de chambre et piano seul dans une ancienne halle d’usine']],
  ['Reel Lantern Soundtracks', 'Los Angeles', 'US', 2012, [20], ['reissues and commissions film and game scores on coloured vinyl', 'réédite et commande des musiques de films et de jeux sur vinyle couleur']],
  ['Dust Road Blues', 'Memphis', 'US', 2006, [3], ['records blues old and new on a vintage tape machine', 'enregistre le blues d’hier et d’aujourd’hui sur un magnétophone d’époque']],
  ['Cassette Garden', 'Brussels', 'BE', 2018, [16, 6], ['releases experimental and lo-fi music on cassette and vinyl', 'publie de la musique expérimentale et lo-fi sur cassette et vinyle']],
  ['Velours Records', 'Paris', 'FR', 2013, [13, 9], ['releases French chanson, variety and R&B', 'publie chanson française, variété et R&B']],
  ['Kingfisher Sounds', 'Kingston', 'JM', 2005, [14], ['presses roots reggae, rocksteady and dub in Jamaica and Europe', 'presse reggae roots, rocksteady et dub en Jamaïque et en Europe']],
  ['Northern Thread', 'Glasgow', 'GB', 2011, [4, 3, 11], ['releases folk, blues-rock and Celtic music', 'publie folk, blues rock et musique celtique']],
  ['Sunroom Records', 'Melbourne', 'AU', 2017, [5, 8], ['releases funk, boogie and sunny pop', 'publie funk, boogie et pop ensoleillée']],
  ['Tidal Archive', 'Amsterdam', 'NL', 2009, [1, 16], ['reissues forgotten electronic and ambient records from the seventies and eighties', 'réédite des disques électroniques et ambient oubliés des années 70 et 80']],
  ['Lantern Moth Records', 'Montreal', 'CA', 2015, [11], ['releases indie rock, post-punk and shoegaze', 'publie rock indé, post-punk et shoegaze']],
  ['Calle Sol Discos', 'Madrid', 'ES', 2014, [12, 17], ['releases cumbia, Latin soul and Spanish-language disco', 'publie cumbia, soul latine et disco en espagnol']],
];

/** The description of a label based in `city` (of `countryCode`). */
export function labelBio(row: Row, city: string, countryCode: string): { en: string; fr: string } {
  const [name, , , founded, , focus] = row;
  const country = demoCountry(countryCode);
  return {
    en: `Founded in ${founded} in ${city}, ${country.en}, ${name} ${focus[0]}.`,
    fr: `Fondé en ${founded} à ${city} (${country.fr}), ${name} ${focus[1]}.`,
  };
}

/** Label rows in catalogue order (internal: the seed content adapts descriptions to the planned country). */
export const LABEL_ROWS = ROWS;

/** The demo labels: fictional, 22 of them. */
export const DEMO_LABELS: readonly DemoLabel[] = ROWS.map((row) => {
  const [name, city, country, founded, genreIds] = row;
  return { name, city, country, founded, genreIds: [...genreIds], bio: labelBio(row, city, country) };
});
