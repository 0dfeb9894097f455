// GET /api/search: live results of the header search box, by tab (spec section 2, "Footer and search").
import type { SearchResult } from '@spindle/contracts';
import { projectPath, type SearchType } from '@spindle/domain';
import { DEFAULT_COVER_URL, storageUrl, LISTED_STEPS } from '../project-cards/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { SearchRepo } from './search.repo.ts';

function idsOf(values: readonly (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))];
}

/** Results per tab of the dropdown. */
const SEARCH_LIMIT = 10;

export function createSearchService(repo: SearchRepo, catalogue: CatalogueService) {
  return {
    async search(text: string, type: SearchType): Promise<SearchResult[]> {
      const term = text.trim();
      if (term === '') return [];
      if (type === 'projects') {
        const rows = await repo.searchProjects(term, LISTED_STEPS, SEARCH_LIMIT);
        const [covers, shopCodes] = await Promise.all([
          catalogue.coverUrlsOf(rows),
          repo.shopCodesOf({
            artistIds: idsOf(rows.map((row) => row.artistId)),
            labelIds: idsOf(rows.map((row) => row.labelId)),
          }),
        ]);
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          artist_name: row.artistName,
          picture: row.picture,
          pictureUrl: covers.get(row.id) ?? DEFAULT_COVER_URL,
          project_id: row.id,
          shop_code_artist: (row.artistId !== null && shopCodes.byArtist.get(row.artistId)) || null,
          shop_code_label: (row.labelId !== null && shopCodes.byLabel.get(row.labelId)) || null,
          url: projectPath(row),
        }));
      }
      const isArtist = type === 'artists';
      const rows = isArtist
        ? await repo.searchArtists(term, SEARCH_LIMIT)
        : await repo.searchLabels(term, SEARCH_LIMIT);
      const rowIds = rows.map((row) => row.id);
      const shopCodes = await repo.shopCodesOf(
        isArtist ? { artistIds: rowIds, labelIds: [] } : { artistIds: [], labelIds: rowIds },
      );
      const shopCodeOf = (id: number) => (isArtist ? shopCodes.byArtist : shopCodes.byLabel).get(id) ?? null;
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        artist_name: isArtist ? row.name : null,
        picture: row.picture,
        pictureUrl: row.picture ? storageUrl(row.picture) : DEFAULT_COVER_URL,
        project_id: null,
        shop_code_artist: isArtist ? shopCodeOf(row.id) : null,
        shop_code_label: isArtist ? null : shopCodeOf(row.id),
        url: `/${isArtist ? 'artist' : 'label'}/${row.id}/${row.slug}`,
      }));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
