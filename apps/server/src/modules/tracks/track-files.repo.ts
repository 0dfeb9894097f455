// The files of tracks that the library hands over to their buyers (a read model of the tracks table,
// given through the face: the library owns purchases, tracks owns tracks).
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';

const { tracks } = schema;

/** Tracks of projects that have a file to hand over (the master, else the encoded MP3), in one query. */
export async function trackFilesOf(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      id: tracks.id,
      projectId: tracks.projectId,
      title: tracks.title,
      position: tracks.position,
      disc: tracks.disc,
      durationSeconds: tracks.durationSeconds,
      sourcePath: tracks.sourcePath,
      previewPath: tracks.previewPath,
    })
    .from(tracks)
    .where(
      and(inArray(tracks.projectId, [...projectIds]), or(isNotNull(tracks.sourcePath), isNotNull(tracks.previewPath))),
    )
    .orderBy(asc(tracks.projectId), asc(tracks.disc), asc(tracks.position));
}

/** One track with its files, or undefined. */
export async function trackFileOf(db: Db, trackId: number) {
  const [track] = await db
    .select({
      id: tracks.id,
      title: tracks.title,
      sourcePath: tracks.sourcePath,
      previewPath: tracks.previewPath,
      projectId: tracks.projectId,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return track;
}
