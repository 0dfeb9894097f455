// The shop's reads (apps/server/src/modules/catalogue): the home page, the project list, a project
// page with its "more" strip, recommendations and tracklist. A visitor's answers are kept briefly.
import { defineRoutes } from '../route.ts';

export const catalogueRoutes = defineRoutes('catalogue', {
  home: { method: 'GET', path: '/home', access: 'public' },
  banners: { method: 'GET', path: '/banners', access: 'public' },
  /** A pro-only category is not found for anyone else. */
  projects: { method: 'GET', path: '/projects', access: 'public', errors: ['not_found'] },
  recommendations: { method: 'GET', path: '/projects/recommandations', access: 'public', errors: ['not_found'] },
  /** The player's bar reads the answer in the browser with its own light check (features/player). */
  project: { method: 'GET', path: '/projects/:id', access: 'public', errors: ['not_found'] },
  more: { method: 'GET', path: '/projects/:id/more', access: 'public', errors: ['not_found'] },
  /** A cover's play button reads the tracklist in the browser (lib/play-request.ts checks it). */
  songs: { method: 'GET', path: '/projects/:id/songs', access: 'public', errors: ['not_found'] },
});
