// What the search reads, from the owners' faces: public projects (projects), artists and labels
// (sellers), their shops' codes (shops). The search module owns no table.
import type { Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { searchProjects } from '../projects/index.ts';
import { searchArtists, searchLabels } from '../sellers/index.ts';
import { shopCodesOf } from '../shops/index.ts';

export function createSearchRepo(db: Db) {
  return {
    searchProjects: (text: string, steps: readonly ProjectStep[], limit: number) =>
      searchProjects(db, text, steps, limit),
    searchArtists: (text: string, limit: number) => searchArtists(db, text, limit),
    searchLabels: (text: string, limit: number) => searchLabels(db, text, limit),
    shopCodesOf: (ids: { artistIds: readonly number[]; labelIds: readonly number[] }) => shopCodesOf(db, ids),
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
