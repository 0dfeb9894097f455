// Public face of projects: the artist and label side (projects, tracks, shop settings, statements,
// dashboard) composed with the quote and the uploads.
export { createArtistSide } from './artist-side.ts';
