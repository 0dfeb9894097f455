// The public URL of a stored file: what the server serves under /storage from the storage root
// (local folder or S3, docs/storage-and-uploads.md).

/** Public URL of a path under the storage root ('projects/ab12/cover.jpg' -> '/storage/projects/ab12/cover.jpg'). */
export function storageUrl(pathUnderStorage: string): string {
  return `/storage/${pathUnderStorage.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
}
