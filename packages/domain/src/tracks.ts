// Where a track's audio stands on its way to a preview (docs/media.md): uploaded, queued for encoding,
// encoding, ready, failed.

/** The encoding statuses of a track's audio, in the order it moves through them. */
export const TRACK_ENCODING_STATUSES = ['none', 'pending', 'encoding', 'done', 'failed'] as const;

/** A track's encoding status. */
export type TrackEncodingStatus = (typeof TRACK_ENCODING_STATUSES)[number];
