// Genres, curated shop categories and project URLs (spec sections 2 and 3).
import { slugify } from './slug.ts';

/** A music genre of the catalogue (spec section 3). */
export interface Genre {
  id: number;
  /** English name, for logs and admin; the interface shows `t(i18nKey)`. */
  name: string;
  i18nKey: string;
}

const genre = (id: number, name: string): Genre => ({ id, name, i18nKey: `genre.${id}` });

/** Genres with the spec's ids (there is no genre 19). */
export const GENRES: readonly Genre[] = [
  genre(1, 'Electronic'),
  genre(2, 'Country'),
  genre(3, 'Blues'),
  genre(4, 'Folk'),
  genre(5, 'Funk'),
  genre(6, 'Hip hop'),
  genre(7, 'Jazz'),
  genre(8, 'Pop'),
  genre(9, 'RnB'),
  genre(10, 'Soul'),
  genre(11, 'Rock'),
  genre(12, 'World'),
  genre(13, 'Variety'),
  genre(14, 'Reggae'),
  genre(15, 'Classic'),
  genre(16, 'Other'),
  genre(17, 'Disco'),
  genre(18, 'Metal'),
  genre(20, 'Soundtrack'),
];

/** The genre with this id, if any. */
export function genreById(id: number): Genre | undefined {
  return GENRES.find((g) => g.id === id);
}

/** One genre entry of the top menu: it links to /vinyl-shop?genre={genreParam}. */
export interface GenreMenuEntry {
  key: string;
  i18nKey: string;
  genreIds: readonly number[];
  /** Value of the genre query parameter: ids joined by a pipe. */
  genreParam: string;
}

const menuEntry = (key: string, genreIds: number[]): GenreMenuEntry => ({
  key,
  i18nKey: `menu.genre.${key}`,
  genreIds,
  genreParam: genreIds.join('|'),
});

/** Genre groups of the top menu, in the spec's order (spec section 2). */
export const GENRE_MENU: readonly GenreMenuEntry[] = [
  menuEntry('pop', [8]),
  menuEntry('rock_metal', [11, 18]),
  menuEntry('hip_hop_rnb', [6, 9]),
  menuEntry('folk_country', [4, 2]),
  menuEntry('soundtracks', [20]),
  menuEntry('world_reggae', [12, 14]),
  menuEntry('electronic', [1]),
  menuEntry('soul_blues', [10, 3]),
];

/**
 * Genre ids of a `genre` query value ('11|18' -> [11, 18]), duplicates removed. Anything that is not a
 * pipe-joined list of known genre ids gives [] (no filter) rather than a partial filter.
 */
export function parseGenreParam(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split('|')) {
    const trimmed = part.trim();
    if (!/^\d{1,3}$/.test(trimmed)) return [];
    const id = Number(trimmed);
    if (!genreById(id)) return [];
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The `genre` query value for a list of ids ([11, 18] -> '11|18'). */
export function formatGenreParam(genreIds: readonly number[]): string {
  return genreIds.join('|');
}

/** A hand-picked shop category at /vinyl-shop/{id}/{slug}. */
export interface CuratedCategory {
  id: number;
  slug: string;
  i18nKey: string;
  /** Only pro users see it (spec section 6). */
  proOnly: boolean;
}

const curated = (id: number, slug: string, proOnly = false): CuratedCategory => ({
  id,
  slug,
  i18nKey: `category.${slug}`,
  proOnly,
});

/** Curated categories with the spec's ids (spec section 2). */
export const CURATED_CATEGORIES: readonly CuratedCategory[] = [
  curated(9, 'staff-picks'),
  curated(284, 'exclusives'),
  curated(285, 'color-records'),
  curated(286, 'merch'),
  curated(287, 'cd-and-tapes'),
  curated(288, 'accessories'),
  curated(260, 'jazz'),
  curated(155, 'pro', true),
];

/** The curated category with this id, if any. */
export function curatedCategoryById(id: number): CuratedCategory | undefined {
  return CURATED_CATEGORIES.find((c) => c.id === id);
}

/** Whether a visitor (null when anonymous) may see a curated category: pro-only ones need user.pro. */
export function canSeeCategory(category: CuratedCategory, user: { pro?: boolean | null } | null | undefined): boolean {
  return !category.proOnly || user?.pro === true;
}

/** Shop path of a curated category ('/vinyl-shop/9/staff-picks'). */
export function curatedCategoryPath(category: CuratedCategory): string {
  return `/vinyl-shop/${category.id}/${category.slug}`;
}

/** Category segments of a project URL /{category}/{id}/{slug} (spec section 2). */
export const PROJECT_CATEGORIES = ['vinyl', 'cd', 'tape', 'bundle', 'project', 't-shirt', 'hoodie', 'merch'] as const;

/** A project URL category segment. */
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** Whether a value is one of the project URL categories. */
export function isProjectCategory(value: unknown): value is ProjectCategory {
  return typeof value === 'string' && (PROJECT_CATEGORIES as readonly string[]).includes(value);
}

/** The URL category for a segment or stored category; anything unknown (e.g. 'accessory') falls back to 'project'. */
export function resolveProjectCategory(segment: string | null | undefined): ProjectCategory {
  const lower = segment?.toLowerCase();
  return isProjectCategory(lower) ? lower : 'project';
}

/** Canonical project path: '/vinyl/123/artist-title', or '/vinyl/123' without a slug (the slug is optional). */
export function projectPath(project: { category?: string | null; id: number; slug?: string | null }): string {
  const base = `/${resolveProjectCategory(project.category)}/${project.id}`;
  const slug = project.slug ? slugify(project.slug, '') : '';
  return slug ? `${base}/${slug}` : base;
}

/** Formats the shop filters by (the contract's projectFormatSchema). */
export const PROJECT_FORMATS = ['vinyl', 'cd', 'tape', 'merch', 'accessory', 'bundle'] as const;

/** Stock filter of the shop: copies ready to ship now, or pre-orders of a coming release. */
export const STOCK_FILTERS = ['in_stock', 'preorder'] as const;

/** Sort orders of the shop. */
export const PROJECT_SORTS = ['new', 'popular', 'price_asc', 'price_desc'] as const;

/** What the live search looks for, one tab each (spec section 5). */
export const SEARCH_TYPES = ['projects', 'artists', 'labels'] as const;

/** A kind of live search result. */
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Longest comment on a project page. */
export const COMMENT_MAX_LENGTH = 1000;
