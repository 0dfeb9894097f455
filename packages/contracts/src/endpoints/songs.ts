import { songsRoutes } from '../http/routes/songs.ts';
import { songListQuerySchema, songListSchema, songStatsResponseSchema } from '../music.ts';
import { songStatsBodySchema } from '../system.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const songsEndpoints = defineEndpoints(songsRoutes, {
  list: {
    tags: ['music'],
    summary: 'Songs of a project, or songs by id (?ids=3,5,8)',
    query: songListQuerySchema,
    response: songListSchema,
  },
  recordPlay: {
    tags: ['music'],
    summary: 'Report a play; plays of 5 s or more are stored',
    body: songStatsBodySchema,
    response: songStatsResponseSchema,
  },
});
