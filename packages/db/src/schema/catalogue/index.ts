// The catalogue tables. Owned by the catalogue module (apps/server/src/modules/catalogue); no other module
// reads or writes them.
export * from './banners.ts';
export * from './genres-and-categories.ts';
