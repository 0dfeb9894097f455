// The songs tables. Owned by the songs module (apps/server/src/modules/songs); no other module reads or
// writes them.
export * from './song-stats.ts';
