// From a stored track to the contract its owner manages it through (ManagedTrack).
import type { ManagedTrack } from '@spindle/contracts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { TrackRow } from './tracks.repo.ts';

export function managedTrackOf(track: TrackRow, publicStorage: Pick<FileStorage, 'publicUrl'>): ManagedTrack {
  return {
    id: track.id,
    uuid: track.uuid,
    title: track.title,
    artistName: track.artistName,
    position: track.position,
    disc: track.disc,
    side: track.side,
    durationSeconds: track.durationSeconds,
    hasSource: track.sourcePath !== null,
    sourceFileName: track.sourcePath ? (track.sourcePath.split('/').pop() ?? null) : null,
    encodingStatus: track.encodingStatus,
    encodingProgress: track.encodingProgress,
    encodingError: track.encodingError,
    previewUrl:
      track.previewPath && track.encodingStatus === 'done' ? publicStorage.publicUrl(track.previewPath) : null,
  };
}
