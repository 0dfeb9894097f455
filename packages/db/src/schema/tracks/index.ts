// The tracks tables. Owned by the tracks module (apps/server/src/modules/tracks); no other module reads or
// writes them.
export * from './tracks.ts';
