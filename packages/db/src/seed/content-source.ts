// What the seed needs from the demo content (names, titles, descriptions, track titles). The words
// come from ./content/ (written separately); this interface is the seam between the two.
import type { SeededRandom } from '@spindle/domain';
import type { ProductImageKind } from './content/product-text.ts';

/** An artist of the demo catalogue. */
export interface ArtistText {
  name: string;
  bioEn: string;
  bioFr: string;
}

/** A label of the demo catalogue. */
export interface LabelText {
  name: string;
  descriptionEn: string;
  descriptionFr: string;
}

/** A release: its title, its page text and its track titles (as many as asked). */
export interface ReleaseText {
  title: string;
  descriptionEn: string;
  descriptionFr: string;
  trackTitles: string[];
}

/** A product that is not a record (merch, accessory, bundle, box set). */
export interface ProductText {
  name: string;
  descriptionEn: string;
  descriptionFr: string;
  /** How the picture should be drawn, when the text knows better than the category ('slipmat', 'mug'). */
  imageKind?: ProductImageKind;
}

/** Product kinds that are not a single release. */
export type ProductKind = 't-shirt' | 'hoodie' | 'merch' | 'accessory' | 'bundle' | 'project';

/** A person (fans, customers, staff). */
export interface PersonText {
  firstname: string;
  lastname: string;
  city: string;
  zipCode: string;
  address: string;
}

/** Deterministic demo words: the same random stream gives the same text. */
export interface SeedContent {
  artist(input: { index: number; genreIds: readonly number[]; countryCode: string; random: SeededRandom }): ArtistText;
  label(input: { index: number; genreIds: readonly number[]; countryCode: string; random: SeededRandom }): LabelText;
  release(input: {
    artistName: string;
    genreIds: readonly number[];
    format: string;
    trackCount: number;
    random: SeededRandom;
  }): ReleaseText;
  product(input: {
    kind: ProductKind;
    artistName: string | null;
    releaseTitle: string | null;
    random: SeededRandom;
  }): ProductText;
  person(input: { index: number; countryCode: string; random: SeededRandom }): PersonText;
  /** A fan's comment under a project. */
  comment(input: { projectName: string; artistName: string; random: SeededRandom }): string;
  /** A buyer's review of what they received; rating 1 to 5. */
  review(input: { projectName: string; rating: number; random: SeededRandom }): { title: string; text: string };
}
