// The seed's SeedContent seam (../content-source.ts) filled from this folder's data: artist i is
// DEMO_ARTISTS[i] (its first genre matches the seed's plan), bios follow the country the seed picked.
import type {
  ArtistText,
  LabelText,
  PersonText,
  ProductKind,
  ProductText,
  ReleaseText,
  SeedContent,
} from '../content-source.ts';
import { ARTIST_ROWS, artistBio, DEMO_ARTISTS } from './artists.ts';
import { buyerReview, fanComment } from './community-text.ts';
import { demoCountry } from './countries.ts';
import { DEMO_LABELS, LABEL_ROWS, labelBio } from './labels.ts';
import { demoPerson } from './people.ts';
import { accessoryCopy, garmentCopy, merchCopy, type ProductImageKind } from './product-text.ts';
import { releaseDescription } from './release-text.ts';
import type { SeededRandom } from '@spindle/domain';
import { releaseTitle, trackTitles } from './titles.ts';

/** Product text plus how @spindle/media should draw it ('slipmat' for slipmats and mats). */
export type DemoProductText = ProductText & { imageKind: ProductImageKind };

/** SeedContent with the wider product text this folder can give. */
export interface DemoSeedContent extends SeedContent {
  product(input: {
    kind: ProductKind;
    artistName: string | null;
    releaseTitle: string | null;
    random: SeededRandom;
  }): DemoProductText;
}

/** The city a bio names: the row's own when the seed kept its country, else one of that country. */
function cityIn(ownCity: string, ownCountry: string, countryCode: string, index: number): string {
  if (ownCountry === countryCode) return ownCity;
  const cities = demoCountry(countryCode).cities;
  return cities[index % cities.length]?.name ?? ownCity;
}

/**
 * A fresh content source. It remembers the release titles and product names it gave, and redraws a
 * repeat, so the seed's slugs stay unique; make one per seeding run.
 */
export function createDemoSeedContent(): DemoSeedContent {
  const usedNames = new Set<string>();
  const fresh = (draw: () => string, key: (name: string) => string): string => {
    let name = draw();
    for (let attempt = 0; attempt < 24 && usedNames.has(key(name)); attempt += 1) name = draw();
    // Past the combinations, a numbered edition keeps the name (and the seed's slug) unique.
    const base = name;
    for (let edition = 2; usedNames.has(key(name)); edition += 1) name = `${base} (Edition ${edition})`;
    usedNames.add(key(name));
    return name;
  };
  return {
    artist({ index, countryCode }): ArtistText {
      const entry = ARTIST_ROWS[index % ARTIST_ROWS.length];
      const artist = DEMO_ARTISTS[index % DEMO_ARTISTS.length];
      if (!entry || !artist) throw new RangeError(`no demo artist ${index}`);
      // Past the list, names repeat with a numeral so they stay distinct.
      const round = Math.floor(index / DEMO_ARTISTS.length);
      const name = round === 0 ? artist.name : `${artist.name} ${round + 1}`;
      const bio = artistBio(entry.row, index, cityIn(artist.city, artist.country, countryCode, index), countryCode);
      return { name, bioEn: bio.en.replace(artist.name, name), bioFr: bio.fr.replace(artist.name, name) };
    },
    label({ index, countryCode }): LabelText {
      const row = LABEL_ROWS[index % LABEL_ROWS.length];
      const label = DEMO_LABELS[index % DEMO_LABELS.length];
      if (!row || !label) throw new RangeError(`no demo label ${index}`);
      const round = Math.floor(index / DEMO_LABELS.length);
      const name = round === 0 ? label.name : `${label.name} ${round + 1}`;
      const bio = labelBio(row, cityIn(label.city, label.country, countryCode, index), countryCode);
      return { name, descriptionEn: bio.en.replace(label.name, name), descriptionFr: bio.fr.replace(label.name, name) };
    },
    release({ artistName, genreIds, format, trackCount, random }): ReleaseText {
      const title = fresh(
        () => releaseTitle(random, genreIds, format),
        (name) => `${artistName}|${name}`.toLowerCase(),
      );
      const titles = trackTitles(random, genreIds, trackCount);
      const description = releaseDescription({ random, title, artistName, genreIds, format, trackTitles: titles });
      return { title, descriptionEn: description.en, descriptionFr: description.fr, trackTitles: titles };
    },
    product({ kind, artistName, releaseTitle: release, random }): DemoProductText {
      const owner = artistName ?? 'Spindle';
      let copy = { name: '', description: { en: '', fr: '' }, imageKind: 'accessory' as ProductImageKind };
      const name = fresh(
        () => {
          if (kind === 't-shirt' || kind === 'hoodie') copy = garmentCopy(random, kind, owner);
          else if (kind === 'merch') copy = merchCopy(random, owner);
          else if (kind === 'accessory') copy = accessoryCopy(random, artistName);
          else copy = bundleCopy(kind, owner, release);
          return copy.name;
        },
        (candidate) => candidate.toLowerCase(),
      );
      return {
        name,
        descriptionEn: copy.description.en,
        descriptionFr: copy.description.fr,
        imageKind: copy.imageKind,
      };
    },
    person({ countryCode, random }): PersonText {
      return demoPerson(random, countryCode);
    },
    comment({ projectName, artistName, random }): string {
      return fanComment(random, projectName, artistName);
    },
    review({ projectName, rating, random }): { title: string; text: string } {
      return buyerReview(random, projectName, rating);
    },
  };
}

/** Bundles and box projects asked for as products (the seed usually treats them as releases). */
function bundleCopy(kind: 'bundle' | 'project', owner: string, release: string | null) {
  const subject = release ? `${release}` : owner;
  return kind === 'bundle'
    ? {
        name: `${subject} — LP + T-shirt Bundle`,
        description: {
          en: `The LP and a screen-printed T-shirt, shipped together at a bundle price.`,
          fr: `Le LP et un t-shirt sérigraphié, expédiés ensemble à prix groupé.`,
        },
        imageKind: 'accessory' as ProductImageKind,
      }
    : {
        name: `${subject} — Deluxe Box Set`,
        description: {
          en: `A numbered box with the records, a book of photographs and a signed print.`,
          fr: `Un coffret numéroté avec les disques, un livre de photos et une estampe signée.`,
        },
        imageKind: 'accessory' as ProductImageKind,
      };
}
