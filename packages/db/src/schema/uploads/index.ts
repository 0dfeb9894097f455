// The uploads tables. Owned by the uploads module (apps/server/src/modules/uploads); no other module reads or
// writes them.
export * from './uploads.ts';
