// The files of a project for GET projects/download: its pictures (public storage), the masters of its
// tracks (private storage) and their finished MP3 previews, each under the name it takes in the zip.
import { slugify } from '@spindle/domain';
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

/** A track's master (with its own extension) and its preview, when it has them. */
function trackEntriesOf(deps: ProjectArchiveDeps, track: TrackRow): ZipEntry[] {
  const stem = trackStemOf(track);
  const entries: ZipEntry[] = [];
  if (track.sourcePath) {
    const extension = /\.[A-Za-z0-9]{1,8}$/.exec(track.sourcePath)?.[0] ?? '';
    const sourcePath = track.sourcePath;
    entries.push({ name: `masters/${stem}${extension}`, open: () => deps.privateStorage.stream(sourcePath) });
  }
  if (track.previewPath && track.encodingStatus === 'done') {
    const previewPath = track.previewPath;
    entries.push({ name: `previews/${stem}.mp3`, open: () => deps.publicStorage.stream(previewPath) });
  }
  return entries;
}

/** Every file of the project: pictures first, then each track's master and preview. */
export async function projectArchiveEntries(deps: ProjectArchiveDeps, projectId: number): Promise<ZipEntry[]> {
  const [images, tracks] = await Promise.all([deps.projectsRepo.images(projectId), deps.tracksRepo.tracks(projectId)]);
  const pictures = images.map((image): ZipEntry => ({
    name: `images/${image.path.split('/').pop() ?? image.variant}`,
    open: () => deps.publicStorage.stream(image.path),
  }));
  return [...pictures, ...tracks.flatMap((track) => trackEntriesOf(deps, track))];
}
