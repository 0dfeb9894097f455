// GET /api/songs, POST /api/songs/stats (spec section 7, Music; packages/contracts/src/endpoints/songs.ts).
import { songsEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { SongsService } from './songs.service.ts';

export function songsRoutes({ songs }: { songs: SongsService }) {
  return routesOf(songsEndpoints, {
    list: ({ query }) => songs.listSongs({ projectId: query.project_id, ids: query.ids }),
    recordPlay: ({ body, user }) =>
      songs.recordPlay({ songId: body.song_id, durationSeconds: body.duration, userId: user?.id ?? null }),
  });
}
