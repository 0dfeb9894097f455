// Countries the demo's artists, labels and fans come from: names in English and French, and a few
// cities with how their postcodes look (# is a digit, @ a letter).

/** A city and the shape of its postcodes. */
export interface DemoCity {
  name: string;
  postcode: string;
}

/** A country of the demo catalogue. */
export interface DemoCountry {
  en: string;
  fr: string;
  cities: readonly DemoCity[];
}

const city = (name: string, postcode: string): DemoCity => ({ name, postcode });

/** Countries by ISO 3166-1 alpha-2 code. */
export const DEMO_COUNTRIES: Readonly<Record<string, DemoCountry>> = {
  FR: {
    en: 'France',
    fr: 'France',
    cities: [
      city('Paris', '750##'),
      city('Lyon', '6900#'),
      city('Marseille', '130##'),
      city('Nantes', '44###'),
      city('Lille', '59###'),
      city('Bordeaux', '330##'),
      city('Rennes', '350##'),
      city('Toulouse', '310##'),
    ],
  },
  US: {
    en: 'the United States',
    fr: 'États-Unis',
    cities: [
      city('New York', '100##'),
      city('Chicago', '606##'),
      city('Austin', '787##'),
      city('Portland', '972##'),
      city('Nashville', '372##'),
      city('Detroit', '482##'),
      city('Los Angeles', '900##'),
    ],
  },
  GB: {
    en: 'the United Kingdom',
    fr: 'Royaume-Uni',
    cities: [
      city('London', 'E# #@@'),
      city('Bristol', 'BS# #@@'),
      city('Manchester', 'M# #@@'),
      city('Leeds', 'LS# #@@'),
      city('Glasgow', 'G# #@@'),
      city('Brighton', 'BN# #@@'),
    ],
  },
  DE: {
    en: 'Germany',
    fr: 'Allemagne',
    cities: [
      city('Berlin', '10###'),
      city('Hamburg', '20###'),
      city('Leipzig', '04###'),
      city('Cologne', '50###'),
      city('Munich', '80###'),
    ],
  },
  BE: {
    en: 'Belgium',
    fr: 'Belgique',
    cities: [city('Brussels', '10##'), city('Antwerp', '20##'), city('Ghent', '90##'), city('Liège', '40##')],
  },
  NL: {
    en: 'the Netherlands',
    fr: 'Pays-Bas',
    cities: [city('Amsterdam', '10## @@'), city('Rotterdam', '30## @@'), city('Utrecht', '35## @@')],
  },
  ES: {
    en: 'Spain',
    fr: 'Espagne',
    cities: [city('Madrid', '280##'), city('Barcelona', '080##'), city('Valencia', '460##'), city('Seville', '410##')],
  },
  IT: {
    en: 'Italy',
    fr: 'Italie',
    cities: [
      city('Milan', '201##'),
      city('Rome', '001##'),
      city('Bologna', '401##'),
      city('Naples', '801##'),
      city('Turin', '101##'),
    ],
  },
  CA: {
    en: 'Canada',
    fr: 'Canada',
    cities: [
      city('Montreal', 'H#@ #@#'),
      city('Toronto', 'M#@ #@#'),
      city('Vancouver', 'V#@ #@#'),
      city('Calgary', 'T#@ #@#'),
      city('Quebec City', 'G#@ #@#'),
    ],
  },
  AU: {
    en: 'Australia',
    fr: 'Australie',
    cities: [city('Melbourne', '30##'), city('Sydney', '20##'), city('Brisbane', '40##'), city('Perth', '60##')],
  },
  JP: {
    en: 'Japan',
    fr: 'Japon',
    cities: [
      city('Tokyo', '1##-####'),
      city('Osaka', '5##-####'),
      city('Kyoto', '6##-####'),
      city('Fukuoka', '8##-####'),
    ],
  },
  KR: {
    en: 'South Korea',
    fr: 'Corée du Sud',
    cities: [city('Seoul', '0####'), city('Busan', '4####'), city('Incheon', '2####')],
  },
  SE: {
    en: 'Sweden',
    fr: 'Suède',
    cities: [
      city('Stockholm', '1## ##'),
      city('Gothenburg', '4## ##'),
      city('Malmö', '2## ##'),
      city('Uppsala', '75# ##'),
    ],
  },
  BR: {
    en: 'Brazil',
    fr: 'Brésil',
    cities: [city('São Paulo', '0####-###'), city('Rio de Janeiro', '2####-###'), city('Salvador', '4####-###')],
  },
  NG: {
    en: 'Nigeria',
    fr: 'Nigeria',
    cities: [city('Lagos', '1#####'), city('Abuja', '9#####'), city('Ibadan', '2#####')],
  },
  JM: {
    en: 'Jamaica',
    fr: 'Jamaïque',
    cities: [city('Kingston', 'JMAAW##'), city('Spanish Town', 'JMACE##'), city('Montego Bay', 'JMDJM##')],
  },
  IE: {
    en: 'Ireland',
    fr: 'Irlande',
    cities: [city('Dublin', 'D0# @@##'), city('Galway', 'H91 @@##'), city('Cork', 'T12 @@##')],
  },
  NO: { en: 'Norway', fr: 'Norvège', cities: [city('Oslo', '0###'), city('Bergen', '5###')] },
  FI: { en: 'Finland', fr: 'Finlande', cities: [city('Helsinki', '00###'), city('Tampere', '33###')] },
  IS: { en: 'Iceland', fr: 'Islande', cities: [city('Reykjavík', '1##')] },
  PT: { en: 'Portugal', fr: 'Portugal', cities: [city('Lisbon', '1###-###'), city('Porto', '4###-###')] },
  AT: { en: 'Austria', fr: 'Autriche', cities: [city('Vienna', '1###'), city('Graz', '80##')] },
  CO: { en: 'Colombia', fr: 'Colombie', cities: [city('Bogotá', '11####'), city('Medellín', '05####')] },
  SN: { en: 'Senegal', fr: 'Sénégal', cities: [city('Dakar', '1####'), city('Saint-Louis', '32###')] },
  MA: { en: 'Morocco', fr: 'Maroc', cities: [city('Casablanca', '20###'), city('Marrakesh', '40###')] },
  ET: { en: 'Ethiopia', fr: 'Éthiopie', cities: [city('Addis Ababa', '1000')] },
};

/** The country with this code, or a neutral stand-in for codes the demo does not describe. */
export function demoCountry(code: string): DemoCountry {
  return DEMO_COUNTRIES[code] ?? { en: code, fr: code, cities: [city('the capital', '#####')] };
}

/** French "de Lyon" / "d'Austin": the preposition elides before a vowel sound. */
export function frenchFrom(place: string): string {
  return /^[aeiouyàâéèêëîïôöûüœh]/i.test(place) ? `d’${place}` : `de ${place}`;
}

/** A postcode of a city: # becomes a digit, @ a capital letter. */
export function fillPostcode(pattern: string, next: () => number): string {
  return pattern.replace(/[#@]/g, (slot) =>
    slot === '#' ? String(Math.floor(next() * 10)) : String.fromCharCode(65 + Math.floor(next() * 26)),
  );
}
