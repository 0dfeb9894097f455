// Which projects the public may see (PUBLIC_STEPS), as other modules ask it: the songs
// module plays only their tracks, with the project's artist name when a track has none of its own.
import { schema, type Db } from '@spindle/db';
import { and, inArray } from 'drizzle-orm';
import { PUBLIC_STEPS } from './visibility.ts';

const { projects } = schema;

/** The artist name of each public project among `projectIds` (one query); the others are absent. */
export async function publicProjectArtistNames(db: Db, projectIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, artistName: projects.artistName })
    .from(projects)
    .where(and(inArray(projects.id, ids), inArray(projects.step, [...PUBLIC_STEPS])));
  return new Map(rows.map((row) => [row.id, row.artistName]));
}
