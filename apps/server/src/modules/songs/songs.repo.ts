// Queries of the songs module: tracks (with their project's artist) and listening statistics.
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';

const { tracks, projects, songStats } = schema;

export function createSongsRepo(db: Db) {
  return {
    /** Tracks of public projects, by project ids or track ids, in project then track order. */
    async listTracks(
      where: { projectIds?: readonly number[]; trackIds?: readonly number[] },
      steps: readonly ProjectStep[],
    ) {
      if (where.projectIds?.length === 0 || where.trackIds?.length === 0) return [];
      return db
        .select({
          id: tracks.id,
          uuid: tracks.uuid,
          title: tracks.title,
          trackArtistName: tracks.artistName,
          projectArtistName: projects.artistName,
          projectId: tracks.projectId,
          position: tracks.position,
          durationSeconds: tracks.durationSeconds,
          previewPath: tracks.previewPath,
        })
        .from(tracks)
        .innerJoin(projects, eq(projects.id, tracks.projectId))
        .where(
          and(
            inArray(projects.step, [...steps]),
            where.projectIds ? inArray(tracks.projectId, [...where.projectIds]) : undefined,
            where.trackIds ? inArray(tracks.id, [...where.trackIds]) : undefined,
          ),
        )
        .orderBy(asc(tracks.projectId), asc(tracks.disc), asc(tracks.position), asc(tracks.id));
    },

    /** Whether a track of a public project exists. */
    async publicTrackExists(trackId: number, steps: readonly ProjectStep[]): Promise<boolean> {
      const [row] = await db
        .select({ id: tracks.id })
        .from(tracks)
        .innerJoin(projects, eq(projects.id, tracks.projectId))
        .where(and(eq(tracks.id, trackId), inArray(projects.step, [...steps])));
      return row !== undefined;
    },

    async insertPlay(play: { trackId: number; userId: number | null; durationSeconds: number }): Promise<void> {
      await db.insert(songStats).values(play);
    },
  };
}

export type SongsRepo = ReturnType<typeof createSongsRepo>;
