// Fans and customers of the demo: plausible first and last names per country, a city, a postcode and
// a street address. Common names only, so no real person is singled out.
import { demoCountry, fillPostcode } from './countries.ts';
import type { SeededRandom } from '@spindle/domain';

/** A demo person with a postal address. */
export interface DemoPerson {
  firstname: string;
  lastname: string;
  city: string;
  zipCode: string;
  address: string;
}

type Names = readonly [
  firstnames: readonly string[],
  lastnames: readonly string[],
  street: (number: number, name: string) => string,
  streetNames: readonly string[],
];

const english = (n: number, name: string): string => `${n} ${name}`;
const continental = (n: number, name: string): string => `${name} ${n}`;
const french = (n: number, name: string): string => `${n} ${name}`;

const NAMES: Readonly<Record<string, Names>> = {
  FR: [
    ['Camille', 'Lucas', 'Manon', 'Hugo', 'Léa', 'Théo', 'Chloé', 'Louis', 'Inès', 'Jules'],
    ['Martin', 'Bernard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Fournier', 'Girard', 'Lambert', 'Rousseau'],
    french,
    [
      'rue des Lilas',
      'avenue Jean-Jaurès',
      'rue de la République',
      'boulevard Voltaire',
      'rue du Port',
      'place des Halles',
    ],
  ],
  BE: [
    ['Lotte', 'Arthur', 'Elise', 'Noah', 'Louise', 'Victor'],
    ['Peeters', 'Janssens', 'Dubois', 'Lambert', 'Maes', 'Claes'],
    continental,
    ['Rue Haute', 'Kerkstraat', 'Avenue Louise', 'Stationsstraat'],
  ],
  US: [
    ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Ethan', 'Mia', 'Mason'],
    ['Johnson', 'Miller', 'Davis', 'Garcia', 'Wilson', 'Anderson', 'Thomas', 'Moore'],
    english,
    ['Maple Street', 'Oak Avenue', 'Elm Street', 'Washington Avenue', 'Lake Drive', 'Cedar Lane'],
  ],
  CA: [
    ['Chloé', 'William', 'Olivia', 'Félix', 'Emma', 'Liam'],
    ['Tremblay', 'Roy', 'Smith', 'Gagnon', 'Brown', 'Côté'],
    english,
    ['Rue Saint-Denis', 'King Street', 'Maple Avenue', 'Rue Sherbrooke'],
  ],
  GB: [
    ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Freya'],
    ['Smith', 'Jones', 'Taylor', 'Evans', 'Walker', 'Wright', 'Hughes', 'Clarke'],
    english,
    ['High Street', 'Church Road', 'Station Road', 'Victoria Road', 'Mill Lane'],
  ],
  IE: [
    ['Aoife', 'Seán', 'Niamh', 'Conor', 'Ciara', 'Darragh'],
    ['Murphy', 'Kelly', "O'Brien", 'Walsh', 'Byrne', 'Ryan'],
    english,
    ['Main Street', 'Church Street', 'Harbour Road', 'Bridge Street'],
  ],
  AU: [
    ['Charlotte', 'Jack', 'Isla', 'William', 'Matilda', 'Oliver'],
    ['Smith', 'Nguyen', 'Williams', 'Brown', 'Taylor', 'Martin'],
    english,
    ['Beach Road', 'George Street', 'Bay Street', 'Railway Parade'],
  ],
  DE: [
    ['Mia', 'Leon', 'Emma', 'Paul', 'Hannah', 'Felix'],
    ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker'],
    continental,
    ['Hauptstraße', 'Gartenstraße', 'Bahnhofstraße', 'Lindenallee'],
  ],
  AT: [
    ['Anna', 'Lukas', 'Lena', 'David'],
    ['Gruber', 'Huber', 'Bauer', 'Wagner'],
    continental,
    ['Hauptplatz', 'Mariahilfer Straße', 'Bahnhofstraße'],
  ],
  NL: [
    ['Sanne', 'Daan', 'Fleur', 'Sem', 'Julia', 'Lars'],
    ['de Jong', 'Jansen', 'de Vries', 'Bakker', 'Visser', 'Smit'],
    continental,
    ['Kerkstraat', 'Dorpsstraat', 'Prinsengracht', 'Molenweg'],
  ],
  ES: [
    ['Lucía', 'Hugo', 'Martina', 'Pablo', 'Sofía', 'Álvaro'],
    ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero'],
    (n, name) => `${name}, ${n}`,
    ['Calle Mayor', 'Calle del Sol', 'Avenida de la Paz', 'Calle Real'],
  ],
  IT: [
    ['Giulia', 'Leonardo', 'Sofia', 'Francesco', 'Aurora', 'Lorenzo'],
    ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano'],
    (n, name) => `${name}, ${n}`,
    ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Verdi'],
  ],
  PT: [
    ['Beatriz', 'Tomás', 'Mariana', 'Rodrigo'],
    ['Silva', 'Santos', 'Ferreira', 'Pereira'],
    (n, name) => `${name}, ${n}`,
    ['Rua Augusta', 'Rua do Carmo', 'Avenida da Liberdade'],
  ],
  SE: [
    ['Alice', 'Elias', 'Maja', 'Hugo', 'Ebba', 'Oscar'],
    ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson'],
    continental,
    ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Skolgatan'],
  ],
  NO: [
    ['Nora', 'Jakob', 'Emma', 'Filip'],
    ['Hansen', 'Johansen', 'Olsen', 'Larsen'],
    continental,
    ['Storgata', 'Kirkeveien', 'Bryggen'],
  ],
  FI: [
    ['Aino', 'Eetu', 'Helmi', 'Onni'],
    ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen'],
    continental,
    ['Mannerheimintie', 'Kauppakatu', 'Puistokatu'],
  ],
  JP: [
    ['Yui', 'Haruto', 'Aoi', 'Sota', 'Hina', 'Ren'],
    ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito'],
    (n, name) => `${name} ${n}-${(n % 9) + 1}`,
    ['Jingumae', 'Shimokitazawa', 'Nakameguro', 'Koenji'],
  ],
  KR: [
    ['Seo-yeon', 'Min-jun', 'Ji-woo', 'Do-yun', 'Ha-eun', 'Si-woo'],
    ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang'],
    (n, name) => `${n} ${name}`,
    ['Itaewon-ro', 'Hongik-ro', 'Yeonnam-ro'],
  ],
  BR: [
    ['Ana', 'Gabriel', 'Júlia', 'Lucas', 'Beatriz', 'Mateus'],
    ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Almeida'],
    (n, name) => `${name}, ${n}`,
    ['Rua Augusta', 'Avenida Paulista', 'Rua das Flores'],
  ],
  NG: [
    ['Chiamaka', 'Tunde', 'Ngozi', 'Emeka', 'Funmi', 'Kelechi'],
    ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Okonkwo', 'Adebayo'],
    english,
    ['Allen Avenue', 'Awolowo Road', 'Broad Street'],
  ],
  JM: [
    ['Shanice', 'Andre', 'Kimberley', 'Marlon'],
    ['Brown', 'Campbell', 'Williams', 'Thompson'],
    english,
    ['Hope Road', 'Constant Spring Road', 'Orange Street'],
  ],
};

const FALLBACK: Names = [
  ['Alex', 'Sam', 'Robin', 'Charlie'],
  ['Morgan', 'Lee', 'Martin', 'Taylor'],
  english,
  ['Market Street', 'Park Road'],
];

/** A person living in `countryCode`; the same stream gives the same person. */
export function demoPerson(random: SeededRandom, countryCode: string): DemoPerson {
  const [firstnames, lastnames, street, streetNames] = NAMES[countryCode] ?? FALLBACK;
  const place = random.pick(demoCountry(countryCode).cities);
  return {
    firstname: random.pick(firstnames),
    lastname: random.pick(lastnames),
    city: place.name,
    zipCode: fillPostcode(place.postcode, () => random.next()),
    address: street(random.int(1, 180), random.pick(streetNames)),
  };
}
