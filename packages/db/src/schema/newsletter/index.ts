// The newsletter tables. Owned by the newsletter module (apps/server/src/modules/newsletter); no other module
// reads or writes them.
export * from './subscribers.ts';
export * from './campaigns.ts';
