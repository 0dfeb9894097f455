// Public face of songs: track previews and listening statistics.
export { createSongsRepo } from './songs.repo.ts';
export { songsRoutes } from './songs.routes.ts';
export { type SongsService, createSongsService } from './songs.service.ts';
