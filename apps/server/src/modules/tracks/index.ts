// Public face of tracks: a managed project's tracks, their masters (finished chunked uploads) and the
// MP3 preview encode job, the zip of a project's files, and the track files the library hands over.
export { createEncodeHandler } from './encode-job.ts';
export { ENCODE_JOB, type TracksService, createTracksService } from './project-tracks.ts';
export { trackFileOf, trackFilesOf } from './track-files.repo.ts';
export { type ListedTrack, listTracksOf } from './track-list.repo.ts';
export { createTracksRepo } from './tracks.repo.ts';
export { tracksRoutes } from './tracks.routes.ts';
