// From stored project rows (projects' tile columns) to what the contracts promise: cover URL, badges,
// progress and price.
import type { MoneyDto, ProjectCard, vinylColourSchema } from '@spindle/contracts';
import { fundingProgressPercent, isSoldOut, PRESSING_EFFECTS, type ProjectStep } from '@spindle/domain';
import type { z } from 'zod';
import { coverUrlOf } from '../projects/index.ts';

type VinylColour = z.input<typeof vinylColourSchema>;

/** The columns a project tile needs (projects' `cardColumns` selects exactly these). */
export interface ProjectCardRow {
  id: number;
  slug: string;
  category: ProjectCard['category'];
  name: string;
  artistId: number | null;
  artistName: string;
  labelId: number | null;
  labelName: string | null;
  picture: string | null;
  priceEurMinor: number;
  step: ProjectStep;
  type: string;
  isLimited: boolean;
  isPreorder: boolean;
  stock: number | null;
  goal: number | null;
  sold: number;
  startAt: Date | null;
  endAt: Date | null;
  colorVinyl: VinylColour[] | null;
  format: string | null;
}

/** What is loaded beside the rows of a page, one query each (no N+1). */
export interface CardExtras {
  genreIds: ReadonlyMap<number, number[]>;
  coverPaths: ReadonlyMap<number, string>;
  price: (row: ProjectCardRow) => MoneyDto;
}

type CardColour = z.output<typeof vinylColourSchema>;
const EFFECTS: ReadonlySet<unknown> = new Set(PRESSING_EFFECTS);

/**
 * The first colour as vinylColourSchema reads it (effect 'none' by default, unknown keys dropped), or
 * null when it does not fit. Checked by hand: it runs for every card of every list page, where zod's
 * safeParse was ~2 % of a page's server time (issue 19); project-card.test.ts holds it to the schema.
 */
export function firstColour(colours: readonly unknown[] | null): CardColour | null {
  const colour: unknown = colours?.[0];
  if (typeof colour !== 'object' || colour === null || Array.isArray(colour)) return null;
  const { name, hex, effect = 'none', secondaryHex } = colour as Record<string, unknown>;
  if (typeof name !== 'string' || typeof hex !== 'string' || !EFFECTS.has(effect)) return null;
  if (secondaryHex !== undefined && typeof secondaryHex !== 'string') return null;
  const checked = { name, hex, effect: effect as CardColour['effect'] };
  return secondaryHex === undefined ? checked : { ...checked, secondaryHex };
}

/** A project tile. */
export function toProjectCard(row: ProjectCardRow, extras: CardExtras): ProjectCard {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    name: row.name,
    artistId: row.artistId,
    artistName: row.artistName,
    labelId: row.labelId,
    labelName: row.labelName,
    picture: row.picture,
    coverUrl: coverUrlOf(row.picture, extras.coverPaths.get(row.id)),
    price: extras.price(row),
    step: row.step,
    isLimited: row.isLimited,
    isPreorder: row.isPreorder,
    isSoldOut: isSoldOut({ isLimitedEdition: row.isLimited, type: row.type, stock: row.stock }),
    copiesLeft: row.stock,
    goal: row.goal,
    sold: row.sold,
    progressPercent: row.goal ? fundingProgressPercent(row.sold, row.goal) : null,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    colour: firstColour(row.colorVinyl),
    genreIds: extras.genreIds.get(row.id) ?? [],
    format: row.format,
  };
}
