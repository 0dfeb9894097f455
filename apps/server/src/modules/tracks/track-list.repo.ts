// Tracks as other modules list them (the songs module's previews): by project or by track id, in
// project then playing order, one query for all.
import { schema, type Db } from '@spindle/db';
import { and, asc, inArray } from 'drizzle-orm';

const { tracks } = schema;

/** What a listing needs of a track. */
export interface ListedTrack {
  id: number;
  uuid: string;
  title: string;
  artistName: string | null;
  projectId: number;
  position: number;
  durationSeconds: number | null;
  previewPath: string | null;
}

/** Tracks of some projects and/or with some ids (an empty list finds none), by project, disc and position. */
export async function listTracksOf(
  db: Db,
  where: { projectIds?: readonly number[]; trackIds?: readonly number[] },
): Promise<ListedTrack[]> {
  if (where.projectIds?.length === 0 || where.trackIds?.length === 0) return [];
  return db
    .select({
      id: tracks.id,
      uuid: tracks.uuid,
      title: tracks.title,
      artistName: tracks.artistName,
      projectId: tracks.projectId,
      position: tracks.position,
      durationSeconds: tracks.durationSeconds,
      previewPath: tracks.previewPath,
    })
    .from(tracks)
    .where(
      and(
        where.projectIds ? inArray(tracks.projectId, [...where.projectIds]) : undefined,
        where.trackIds ? inArray(tracks.id, [...where.trackIds]) : undefined,
      ),
    )
    .orderBy(asc(tracks.projectId), asc(tracks.disc), asc(tracks.position), asc(tracks.id));
}
