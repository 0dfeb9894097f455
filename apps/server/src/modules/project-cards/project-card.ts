// From stored project rows (projects' tile columns) to what the contracts promise: cover URL, badges,
// progress and price.
import { vinylColourSchema, type MoneyDto, type ProjectCard } from '@spindle/contracts';
import { fundingProgressPercent, isSoldOut, type ProjectStep } from '@spindle/domain';
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

function firstColour(colours: VinylColour[] | null) {
  const parsed = vinylColourSchema.safeParse(colours?.[0]);
  return parsed.success ? parsed.data : null;
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
