// Tracks of a managed project (spec section 7: POST projects/{id}/tracks, PUT and DELETE
// projects/{id}/tracks/{track_id}, POST .../encode). The master comes from a finished chunked upload
// (private storage); encoding an MP3 preview is a background job whose progress the owner reads.
import { randomUUID } from 'node:crypto';
import {
  type EncodeStatus,
  type ManagedTrack,
  type TrackCreateRequest,
  type TrackUpdateRequest,
  PROJECT_LIMITS,
} from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { ProjectAccessChecker } from '../projects/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import { managedTrackOf } from './track-dto.ts';
import type { TrackRow, TracksRepo } from './tracks.repo.ts';

/** Job type of a preview encode. */
export const ENCODE_JOB = 'audio.encode';
/** An encode that fails this many times is given up (a file ffmpeg cannot read fails every time). */
export const ENCODE_MAX_ATTEMPTS = 3;

export interface TracksServiceOptions {
  db: Db;
  repo: TracksRepo;
  access: ProjectAccessChecker;
  uploads: Pick<UploadsService, 'completedUpload'>;
  publicStorage: FileStorage;
}

/** The part of the master to encode as the preview, in seconds (the whole track by default). */
export interface EncodeExcerpt {
  startSeconds: number;
  durationSeconds?: number | undefined;
}

/** The track of a project the viewer may read or write; not_found for another project's. */
async function loadOwnedTrack(
  deps: TracksServiceOptions,
  viewer: AuthenticatedUser,
  ids: { projectId: number; trackId: number },
  need: 'read' | 'write',
) {
  const { project } = await deps.access.load(viewer, ids.projectId, need);
  const track = await deps.repo.findTrack(project.id, ids.trackId);
  if (!track) throw new AppError('not_found');
  return { project, track };
}

/** The encode's state: the track's own, else its newest job's (progress, error). */
async function encodeStatusOf(deps: TracksServiceOptions, track: TrackRow): Promise<EncodeStatus> {
  const job = await deps.repo.latestEncodeJob(track.id, ENCODE_JOB);
  const done = track.encodingStatus === 'done';
  return {
    trackId: track.id,
    jobId: job?.id ?? null,
    jobStatus: job?.status ?? null,
    encodingStatus: track.encodingStatus,
    progress: done ? 100 : Math.max(track.encodingProgress, job?.progress ?? 0),
    error: track.encodingError ?? (job?.status === 'failed' ? job.error : null),
    previewUrl: done && track.previewPath ? deps.publicStorage.publicUrl(track.previewPath) : null,
    durationSeconds: track.durationSeconds,
  };
}

/** The project's tracks as its owner manages them (the managed project shows them; access checked by the caller). */
async function listManagedTracks(deps: TracksServiceOptions, projectId: number): Promise<ManagedTrack[]> {
  return (await deps.repo.tracks(projectId)).map((track) => managedTrackOf(track, deps.publicStorage));
}

/** A new track at the end of its disc unless placed; its master, a finished upload of the viewer's. */
async function addTrack(
  deps: TracksServiceOptions,
  viewer: AuthenticatedUser,
  projectId: number,
  body: TrackCreateRequest,
): Promise<ManagedTrack> {
  const { project } = await deps.access.load(viewer, projectId, 'write');
  const existing = await deps.repo.tracks(project.id);
  if (existing.length >= PROJECT_LIMITS.tracksMax)
    throw new AppError('input_invalid', 400, { tracks: 'input_too_big' });
  const source = body.uploadId === undefined ? null : await deps.uploads.completedUpload(viewer.id, body.uploadId);
  const onDisc = existing.filter((track) => track.disc === body.disc);
  const track = await deps.repo.insertTrack({
    projectId: project.id,
    title: body.title,
    artistName: body.artistName || null,
    position: body.position ?? Math.max(0, ...onDisc.map((track) => track.position)) + 1,
    disc: body.disc,
    side: body.side ?? null,
    sourcePath: source?.storageKey ?? null,
  });
  return managedTrackOf(track, deps.publicStorage);
}

async function updateTrack(
  deps: TracksServiceOptions,
  viewer: AuthenticatedUser,
  ids: { projectId: number; trackId: number },
  body: TrackUpdateRequest,
): Promise<ManagedTrack> {
  const { track } = await loadOwnedTrack(deps, viewer, ids, 'write');
  const { uploadId, artistName, ...rest } = body;
  const values: Partial<TrackRow> = { ...rest };
  if (artistName !== undefined) values.artistName = artistName || null;
  if (uploadId !== undefined) {
    const source = await deps.uploads.completedUpload(viewer.id, uploadId);
    // A new master: the old preview no longer matches it.
    Object.assign(values, {
      sourcePath: source.storageKey,
      encodingStatus: 'none',
      encodingProgress: 0,
      encodingError: null,
    });
  }
  const updated = await deps.repo.updateTrack(track.id, values);
  if (!updated) throw new AppError('not_found');
  return managedTrackOf(updated, deps.publicStorage);
}

async function removeTrack(
  deps: TracksServiceOptions,
  viewer: AuthenticatedUser,
  ids: { projectId: number; trackId: number },
): Promise<void> {
  const { track } = await loadOwnedTrack(deps, viewer, ids, 'write');
  await deps.repo.deleteTrack(track.id);
  if (track.previewPath) await deps.publicStorage.delete(track.previewPath).catch(() => undefined);
}

/** POST .../encode: queues the preview encode (once: a queued or running encode is answered again). */
async function encodeTrack(
  deps: TracksServiceOptions,
  viewer: AuthenticatedUser,
  ids: { projectId: number; trackId: number },
  excerpt: EncodeExcerpt,
): Promise<EncodeStatus> {
  const { track } = await loadOwnedTrack(deps, viewer, ids, 'write');
  if (!track.sourcePath) throw new AppError('track_source_missing', 409);
  const latest = await deps.repo.latestEncodeJob(track.id, ENCODE_JOB);
  if (latest && (latest.status === 'queued' || latest.status === 'running')) return encodeStatusOf(deps, track);
  await enqueueJob(deps.db, {
    type: ENCODE_JOB,
    payload: {
      trackId: track.id,
      startSeconds: excerpt.startSeconds,
      ...(excerpt.durationSeconds ? { durationSeconds: excerpt.durationSeconds } : {}),
    },
    dedupeKey: `${ENCODE_JOB}:track:${track.id}:${randomUUID()}`,
    maxAttempts: ENCODE_MAX_ATTEMPTS,
  });
  const pending = await deps.repo.updateTrack(track.id, {
    encodingStatus: 'pending',
    encodingProgress: 0,
    encodingError: null,
  });
  return encodeStatusOf(deps, pending ?? track);
}

export function createTracksService(deps: TracksServiceOptions) {
  return {
    listOf: (projectId: number) => listManagedTracks(deps, projectId),
    add: (viewer: AuthenticatedUser, projectId: number, body: TrackCreateRequest) =>
      addTrack(deps, viewer, projectId, body),
    update: (viewer: AuthenticatedUser, projectId: number, trackId: number, body: TrackUpdateRequest) =>
      updateTrack(deps, viewer, { projectId, trackId }, body),
    remove: (viewer: AuthenticatedUser, projectId: number, trackId: number) =>
      removeTrack(deps, viewer, { projectId, trackId }),
    encode: (viewer: AuthenticatedUser, projectId: number, trackId: number, excerpt: EncodeExcerpt) =>
      encodeTrack(deps, viewer, { projectId, trackId }, excerpt),
    /** GET .../encode: the encode's state and progress. */
    encodeStatus: async (viewer: AuthenticatedUser, projectId: number, trackId: number) =>
      encodeStatusOf(deps, (await loadOwnedTrack(deps, viewer, { projectId, trackId }, 'read')).track),
  };
}

export type TracksService = ReturnType<typeof createTracksService>;
