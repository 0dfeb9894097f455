// GET /api/songs, POST /api/songs/stats (apps/server/src/modules/songs).
import { defineRoutes } from '../route.ts';

export const songsRoutes = defineRoutes('songs', {
  list: { method: 'GET', path: '/songs', access: 'public' },
  /** The player reports a play from the browser and does not read the answer. */
  recordPlay: { method: 'POST', path: '/songs/stats', access: 'public', errors: ['not_found'] },
});
