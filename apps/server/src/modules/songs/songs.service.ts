// Songs (previews) of public projects and listening statistics (spec section 4, Player: a play of
// 5 seconds or more is reported).
import type { Song } from '@spindle/contracts';
import { LISTEN_STAT_THRESHOLD_SECONDS } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import { storageUrl } from '../project-cards/index.ts';
import type { SongsRepo } from './songs.repo.ts';

type TrackRow = Awaited<ReturnType<SongsRepo['listTracks']>>[number];

function toSong(row: TrackRow): Song {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    artistName: row.trackArtistName ?? row.projectArtistName,
    projectId: row.projectId,
    position: row.position,
    durationSeconds: row.durationSeconds,
    previewUrl: row.previewPath ? storageUrl(row.previewPath) : null,
  };
}

export function createSongsService(repo: SongsRepo) {
  return {
    /** Songs of public projects, in tracklist order. */
    async songsOfProjects(projectIds: readonly number[]): Promise<Song[]> {
      return (await repo.listTracks({ projectIds })).map(toSong);
    },

    /** GET /api/songs: by project, or by song ids (kept in the order asked). */
    async listSongs(query: { projectId?: number; ids?: readonly number[] }): Promise<Song[]> {
      const rows = await repo.listTracks({
        projectIds: query.projectId ? [query.projectId] : undefined,
        trackIds: query.ids,
      });
      const songs = rows.map(toSong);
      if (!query.ids) return songs;
      const byId = new Map(songs.map((song) => [song.id, song]));
      return [...new Set(query.ids)].flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * POST /api/songs/stats: stores a play of LISTEN_STAT_THRESHOLD_SECONDS or more (whole seconds);
     * a shorter one is not an error, just not counted.
     */
    async recordPlay(play: {
      songId: number;
      durationSeconds: number;
      userId: number | null;
    }): Promise<{ recorded: boolean }> {
      if (!(await repo.publicTrackExists(play.songId))) throw new AppError('not_found');
      if (play.durationSeconds < LISTEN_STAT_THRESHOLD_SECONDS) return { recorded: false };
      await repo.insertPlay({
        trackId: play.songId,
        userId: play.userId,
        durationSeconds: Math.floor(play.durationSeconds),
      });
      return { recorded: true };
    },
  };
}

export type SongsService = ReturnType<typeof createSongsService>;
