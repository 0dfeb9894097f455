// The public URL of a stored file (docs/storage-and-uploads.md, docs/scaling.md). Locally, and on S3
// without S3_PUBLIC_URL, it is /storage/<key>, which every instance serves (from its folder, or streamed
// from the bucket: static-files.ts). On S3 with S3_PUBLIC_URL it is that base (a CDN, or the bucket's
// public address), so covers and previews never depend on which instance rendered the page.

/** The path every instance serves stored files under. */
export const STORAGE_ROUTE_BASE = '/storage';

let publicBase = STORAGE_ROUTE_BASE;

/** The configuration the base comes from (Config's S3 settings). */
export interface PublicUrlConfig {
  S3_BUCKET?: string | undefined;
  S3_PUBLIC_URL?: string | undefined;
}

/** S3_PUBLIC_URL (without its trailing slashes) when files are in S3 and it is set, else /storage. */
export function storagePublicBase(config: PublicUrlConfig): string {
  return config.S3_BUCKET && config.S3_PUBLIC_URL ? config.S3_PUBLIC_URL.replace(/\/+$/, '') : STORAGE_ROUTE_BASE;
}

/**
 * Sets the base storageUrl builds on, from the configuration (buildApp, at start). A setting of the
 * process, like the configuration it comes from: every instance of a deployment has the same.
 */
export function useStoragePublicBase(config: PublicUrlConfig): void {
  publicBase = storagePublicBase(config);
}

/** A key that encodes to itself: segments of characters encodeURIComponent keeps, no empty segment. */
const UNCHANGED_BY_ENCODING = /^[A-Za-z0-9\-_.!~*'()]+(?:\/[A-Za-z0-9\-_.!~*'()]+)*$/;

/** URL path of a key, each segment encoded ('a b/c.jpg' -> 'a%20b/c.jpg'). */
export function encodedKeyPath(key: string): string {
  // Stored keys are nearly always plain ('projects/12/cover-ab12.webp'): every card of a list page asks,
  // so those skip the split, the encoding and the join (issue 19).
  if (UNCHANGED_BY_ENCODING.test(key)) return key;
  return key.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

/** Public URL of a path under the storage root ('projects/ab12/cover.jpg' -> '/storage/projects/ab12/cover.jpg'). */
export function storageUrl(pathUnderStorage: string): string {
  return `${publicBase}/${encodedKeyPath(pathUnderStorage)}`;
}
