// Tracks of a managed project (spec section 7: POST projects/{id}/tracks, PUT and DELETE
// projects/{id}/tracks/{track_id}, POST .../encode). The master comes from a finished chunked upload
// (private storage); encoding an MP3 preview is a background job whose progress the owner reads.
import { randomUUID } from 'node:crypto';
import type { EncodeStatus, ManagedTrack, TrackCreateRequest, TrackUpdateRequest } from '@spindle/contracts';
import { PROJECT_LIMITS } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { ProjectAccessChecker } from './project-access.ts';
import { managedTrackOf } from './project-dto.ts';
import type { ProjectsRepo, TrackRow } from './projects.repo.ts';

/** Job type of a preview encode. */
export const ENCODE_JOB = 'audio.encode';
/** An encode that fails this many times is given up (a file ffmpeg cannot read fails every time). */
export const ENCODE_MAX_ATTEMPTS = 3;

export interface TracksServiceOptions {
  db: Db;
  repo: ProjectsRepo;
  access: ProjectAccessChecker;
  uploads: Pick<UploadsService, 'completedUpload'>;
  publicStorage: FileStorage;
}

export function createTracksService({ db, repo, access, uploads, publicStorage }: TracksServiceOptions) {
  async function ownedTrack(viewer: AuthenticatedUser, projectId: number, trackId: number, need: 'read' | 'write') {
    const { project } = await access.load(viewer, projectId, need);
    const track = await repo.findTrack(project.id, trackId);
    if (!track) throw new AppError('not_found');
    return { project, track };
  }

  async function statusOf(track: TrackRow): Promise<EncodeStatus> {
    const job = await repo.latestEncodeJob(track.id, ENCODE_JOB);
    const done = track.encodingStatus === 'done';
    return {
      trackId: track.id,
      jobId: job?.id ?? null,
      jobStatus: job?.status ?? null,
      encodingStatus: track.encodingStatus,
      progress: done ? 100 : Math.max(track.encodingProgress, job?.progress ?? 0),
      error: track.encodingError ?? (job?.status === 'failed' ? job.error : null),
      previewUrl: done && track.previewPath ? publicStorage.publicUrl(track.previewPath) : null,
      durationSeconds: track.durationSeconds,
    };
  }

  return {
    async add(viewer: AuthenticatedUser, projectId: number, body: TrackCreateRequest): Promise<ManagedTrack> {
      const { project } = await access.load(viewer, projectId, 'write');
      const existing = await repo.tracks(project.id);
      if (existing.length >= PROJECT_LIMITS.tracksMax)
        throw new AppError('input_invalid', { fields: { tracks: 'input_too_big' } });
      const source = body.uploadId === undefined ? null : await uploads.completedUpload(viewer.id, body.uploadId);
      const onDisc = existing.filter((track) => track.disc === body.disc);
      const track = await repo.insertTrack({
        projectId: project.id,
        title: body.title,
        artistName: body.artistName || null,
        position: body.position ?? Math.max(0, ...onDisc.map((track) => track.position)) + 1,
        disc: body.disc,
        side: body.side ?? null,
        sourcePath: source?.storageKey ?? null,
      });
      return managedTrackOf(track, publicStorage);
    },

    async update(
      viewer: AuthenticatedUser,
      projectId: number,
      trackId: number,
      body: TrackUpdateRequest,
    ): Promise<ManagedTrack> {
      const { track } = await ownedTrack(viewer, projectId, trackId, 'write');
      const { uploadId, artistName, ...rest } = body;
      const values: Partial<TrackRow> = { ...rest };
      if (artistName !== undefined) values.artistName = artistName || null;
      if (uploadId !== undefined) {
        const source = await uploads.completedUpload(viewer.id, uploadId);
        // A new master: the old preview no longer matches it.
        Object.assign(values, {
          sourcePath: source.storageKey,
          encodingStatus: 'none',
          encodingProgress: 0,
          encodingError: null,
        });
      }
      const updated = await repo.updateTrack(track.id, values);
      if (!updated) throw new AppError('not_found');
      return managedTrackOf(updated, publicStorage);
    },

    async remove(viewer: AuthenticatedUser, projectId: number, trackId: number): Promise<void> {
      const { track } = await ownedTrack(viewer, projectId, trackId, 'write');
      await repo.deleteTrack(track.id);
      if (track.previewPath) await publicStorage.delete(track.previewPath).catch(() => undefined);
    },

    /** POST .../encode: queues the preview encode (once: a queued or running encode is answered again). */
    async encode(
      viewer: AuthenticatedUser,
      projectId: number,
      trackId: number,
      excerpt: { startSeconds: number; durationSeconds?: number | undefined },
    ): Promise<EncodeStatus> {
      const { track } = await ownedTrack(viewer, projectId, trackId, 'write');
      if (!track.sourcePath) throw new AppError('track_source_missing');
      const latest = await repo.latestEncodeJob(track.id, ENCODE_JOB);
      if (latest && (latest.status === 'queued' || latest.status === 'running')) return statusOf(track);
      await enqueueJob(db, {
        type: ENCODE_JOB,
        payload: {
          trackId: track.id,
          startSeconds: excerpt.startSeconds,
          ...(excerpt.durationSeconds ? { durationSeconds: excerpt.durationSeconds } : {}),
        },
        dedupeKey: `${ENCODE_JOB}:track:${track.id}:${randomUUID()}`,
        maxAttempts: ENCODE_MAX_ATTEMPTS,
      });
      const pending = await repo.updateTrack(track.id, {
        encodingStatus: 'pending',
        encodingProgress: 0,
        encodingError: null,
      });
      return statusOf(pending ?? track);
    },

    /** GET .../encode: the encode's state and progress. */
    async encodeStatus(viewer: AuthenticatedUser, projectId: number, trackId: number): Promise<EncodeStatus> {
      const { track } = await ownedTrack(viewer, projectId, trackId, 'read');
      return statusOf(track);
    },
  };
}

export type TracksService = ReturnType<typeof createTracksService>;
