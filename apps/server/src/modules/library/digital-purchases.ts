// The releases a buyer owns in digital form (GET user/digital) with a fresh signed link per file, and
// the download behind a link. The file handed over is the uploaded master when there is one (private
// storage, modules/uploads), else the encoded MP3 (public storage).
import type { MyDigital } from '@spindle/contracts';
import type { Readable } from 'node:stream';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { DEFAULT_COVER_URL } from '../project-cards/index.ts';
import type { DownloadLinks } from './download-links.ts';
import type { LibraryRepo } from './library.repo.ts';

export interface DigitalPurchasesDeps {
  repo: LibraryRepo;
  covers: CatalogueService['coverUrlsOf'];
  links: DownloadLinks;
  /** Public storage (encoded MP3s) and private storage (uploaded masters, modules/uploads). */
  storage: { public: Pick<FileStorage, 'stream'>; private: Pick<FileStorage, 'stream'> };
}

type TrackFile = Awaited<ReturnType<LibraryRepo['filesOf']>>[number];

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  aiff: 'audio/aiff',
  zip: 'application/zip',
};

/** The file a buyer gets for a track: the uploaded master (private storage), else the encoded MP3 (public). */
function fileOf(track: {
  sourcePath: string | null;
  previewPath: string | null;
}): { key: string; in: 'private' | 'public' } | null {
  if (track.sourcePath) return { key: track.sourcePath, in: 'private' };
  if (track.previewPath) return { key: track.previewPath, in: 'public' };
  return null;
}

function extensionOf(key: string): string {
  return /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1]?.toLowerCase() ?? 'bin';
}

/** GET user/digital: each release with a fresh signed link per file, newest purchase first. */
export async function listDigitalPurchases(
  { repo, covers, links }: DigitalPurchasesDeps,
  userId: number,
): Promise<MyDigital> {
  const purchases = await repo.digitalPurchasesOf(userId);
  purchases.sort((a, b) => b.purchasedAt.getTime() - a.purchasedAt.getTime() || b.projectId - a.projectId);
  const [files, coverUrls] = await Promise.all([
    repo.filesOf(purchases.map((p) => p.projectId)),
    covers(purchases.map((p) => ({ id: p.projectId, picture: p.picture }))),
  ]);
  // The page says when its links stop working: the expiry of the last link made.
  let expires = links.linkFor(0, userId).expires;
  const linkFor = (trackId: number) => {
    const link = links.linkFor(trackId, userId);
    expires = link.expires;
    return link.url;
  };
  const items = purchases.map((purchase) => ({
    order_id: purchase.orderId,
    purchased_at: purchase.purchasedAt.toISOString(),
    project: {
      id: purchase.projectId,
      name: purchase.name,
      artist_name: purchase.artistName,
      cover: coverUrls.get(purchase.projectId) ?? DEFAULT_COVER_URL,
    },
    files: files
      .filter((file) => file.projectId === purchase.projectId)
      .flatMap((file) => digitalFileDto(file, linkFor)),
  }));
  return { items, links_expire_at: new Date(expires * 1000).toISOString() };
}

/** A track of a release with its download link; none when the track has no file to hand over. */
function digitalFileDto(file: TrackFile, linkFor: (trackId: number) => string): MyDigital['items'][number]['files'] {
  const stored = fileOf(file);
  if (!stored) return [];
  return [
    {
      track_id: file.id,
      title: file.title,
      position: file.position,
      duration_seconds: file.durationSeconds,
      format: extensionOf(stored.key),
      download_url: linkFor(file.id),
    },
  ];
}

/**
 * The download behind a signed link: 403 for a tampered or expired link, 404 when the signer no
 * longer owns the release (a cancelled order) or the file is missing.
 */
export async function downloadPurchasedTrack(
  { repo, links, storage }: DigitalPurchasesDeps,
  trackId: number,
  query: { u: number; expires: number; signature: string },
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const check = links.verify({ trackId, userId: query.u, expires: query.expires }, query.signature);
  if (!check.ok) throw new AppError(check.code, 403);
  const track = await repo.ownedTrack(query.u, trackId);
  const stored = track ? fileOf(track) : null;
  if (!track || !stored) throw new AppError('not_found');
  const extension = extensionOf(stored.key);
  const safeTitle = track.title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || `track-${track.id}`;
  return {
    stream: await storage[stored.in].stream(stored.key),
    fileName: `${safeTitle}.${extension}`,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
  };
}
