// Queries of the songs module: listening statistics (its own table), and the tracks of public projects
// through the faces of their owners (tracks lists them, projects says which projects are public).
import { schema, type Db } from '@spindle/db';
import { publicProjectArtistNames } from '../projects/index.ts';
import { listTracksOf, type ListedTrack } from '../tracks/index.ts';

const { songStats } = schema;

/** A track of a public project, with its project's artist name. */
export type PublicTrack = Omit<ListedTrack, 'artistName'> & {
  trackArtistName: string | null;
  projectArtistName: string;
};

export function createSongsRepo(db: Db) {
  /** Keeps the tracks of public projects, each with its project's artist name. */
  async function publicOnly(rows: readonly ListedTrack[], known?: Map<number, string>): Promise<PublicTrack[]> {
    const names =
      known ??
      (await publicProjectArtistNames(
        db,
        rows.map((row) => row.projectId),
      ));
    return rows.flatMap(({ artistName, ...row }) =>
      names.has(row.projectId)
        ? [{ ...row, trackArtistName: artistName, projectArtistName: names.get(row.projectId) ?? '' }]
        : [],
    );
  }

  return {
    /** Tracks of public projects, by project ids or track ids, in project then track order. */
    async listTracks(where: { projectIds?: readonly number[]; trackIds?: readonly number[] }): Promise<PublicTrack[]> {
      if (where.projectIds?.length === 0 || where.trackIds?.length === 0) return [];
      if (where.projectIds) {
        // Public projects first: a private project's tracks are never read.
        const names = await publicProjectArtistNames(db, where.projectIds);
        if (names.size === 0) return [];
        return publicOnly(await listTracksOf(db, { projectIds: [...names.keys()], trackIds: where.trackIds }), names);
      }
      return publicOnly(await listTracksOf(db, where));
    },

    /** Whether a track of a public project exists. */
    async publicTrackExists(trackId: number): Promise<boolean> {
      return (await this.listTracks({ trackIds: [trackId] })).length > 0;
    },

    async insertPlay(play: { trackId: number; userId: number | null; durationSeconds: number }): Promise<void> {
      await db.insert(songStats).values(play);
    },
  };
}

export type SongsRepo = ReturnType<typeof createSongsRepo>;
