// The cover a project shows: its stored cover variant, else the conventional file of its picture
// folder, else the default picture served by the server.
import { storageUrl } from '../../storage/public-url.ts';

/** Shown when a project has no picture yet (served by the server from apps/server/public). */
export const DEFAULT_COVER_URL = '/static/default-cover.svg';

/** File of the front cover inside a project's picture folder (packages/media: variant name + its format). */
const COVER_FILE_NAME = 'cover.jpg';

/** The cover of a project: its stored cover variant, else the conventional file of its folder, else the default. */
export function coverUrlOf(picture: string | null, coverPath: string | null | undefined): string {
  if (coverPath) return storageUrl(coverPath);
  if (picture) return storageUrl(`projects/${picture}/${COVER_FILE_NAME}`);
  return DEFAULT_COVER_URL;
}
