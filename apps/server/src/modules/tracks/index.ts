// Public face of tracks: a managed project's tracks, their masters (finished chunked uploads) and the
// MP3 preview encode job, and the zip of a project's files.
export { createEncodeHandler } from './encode-job.ts';
export { ENCODE_JOB, type TracksService, createTracksService } from './project-tracks.ts';
export { createTracksRepo } from './tracks.repo.ts';
export { tracksRoutes } from './tracks.routes.ts';
