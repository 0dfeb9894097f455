// The files of a project for GET projects/download: its pictures (public storage), the masters of its
// tracks (private storage) and their finished MP3 previews, each under the name it takes in the zip.
import { slugify } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { ProjectsRepo } from '../projects/index.ts';
import type { ZipEntry } from './project-zip.ts';
import type { TrackRow, TracksRepo } from './tracks.repo.ts';

export interface ProjectArchiveDeps {
  projectsRepo: Pick<ProjectsRepo, 'images'>;
  tracksRepo: Pick<TracksRepo, 'tracks'>;
  publicStorage: FileStorage;
  privateStorage: FileStorage;
}

/** `1-02-intro`: disc, position on two digits, title, so the files sort in playing order. */
function trackStemOf(track: TrackRow): string {
  return `${String(track.disc)}-${String(track.position).padStart(2, '0')}-${slugify(track.title, 'track')}`;
}

/** A file of the archive: its name in the zip, and where it is stored. */
interface StoredEntry {
  name: string;
  storage: FileStorage;
  key: string;
}

/** A track's master (with its own extension) and its preview, when it has them. */
function trackEntriesOf(deps: ProjectArchiveDeps, track: TrackRow): StoredEntry[] {
  const stem = trackStemOf(track);
  const entries: StoredEntry[] = [];
  if (track.sourcePath) {
    const extension = /\.[A-Za-z0-9]{1,8}$/.exec(track.sourcePath)?.[0] ?? '';
    entries.push({ name: `masters/${stem}${extension}`, storage: deps.privateStorage, key: track.sourcePath });
  }
  if (track.previewPath && track.encodingStatus === 'done') {
    entries.push({ name: `previews/${stem}.mp3`, storage: deps.publicStorage, key: track.previewPath });
  }
  return entries;
}

/**
 * Every file of the project: pictures first, then each track's master and preview. Each is looked for
 * before the first byte is sent: once the zip streams, a missing file could only tear the connection,
 * so a file lost from storage is a clean 500 (logged) instead of a broken download.
 */
export async function projectArchiveEntries(deps: ProjectArchiveDeps, projectId: number): Promise<ZipEntry[]> {
  const [images, tracks] = await Promise.all([deps.projectsRepo.images(projectId), deps.tracksRepo.tracks(projectId)]);
  const stored: StoredEntry[] = [
    ...images.map((image) => ({
      name: `images/${image.path.split('/').pop() ?? image.variant}`,
      storage: deps.publicStorage,
      key: image.path,
    })),
    ...tracks.flatMap((track) => trackEntriesOf(deps, track)),
  ];
  const found = await Promise.all(stored.map((entry) => entry.storage.exists(entry.key)));
  if (found.includes(false)) throw new AppError('internal_error', { message: 'A file of this project is missing' });
  return stored.map(({ name, storage, key }) => ({ name, open: () => storage.stream(key) }));
}
