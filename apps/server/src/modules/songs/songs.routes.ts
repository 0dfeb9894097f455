// GET /api/songs, POST /api/songs/stats (spec section 7, Music).
import {
  errorBodySchema,
  songListQuerySchema,
  songListSchema,
  songStatsBodySchema,
  songStatsResponseSchema,
} from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { SongsService } from './songs.service.ts';

export const songsRoutes: FastifyPluginCallbackZod<{ songs: SongsService }> = (app, { songs }, done) => {
  app.get(
    '/songs',
    {
      schema: {
        tags: ['music'],
        summary: 'Songs of a project, or songs by id (?ids=3,5,8)',
        querystring: songListQuerySchema,
        response: { 200: songListSchema, 400: errorBodySchema },
      },
    },
    async (request) => songs.listSongs({ projectId: request.query.project_id, ids: request.query.ids }),
  );

  app.post(
    '/songs/stats',
    {
      schema: {
        tags: ['music'],
        summary: 'Report a play; plays of 5 s or more are stored',
        body: songStatsBodySchema,
        response: { 200: songStatsResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      songs.recordPlay({
        songId: request.body.song_id,
        durationSeconds: request.body.duration,
        userId: request.user?.id ?? null,
      }),
  );
  done();
};
