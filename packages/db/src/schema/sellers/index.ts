// The sellers tables. Owned by the sellers module (apps/server/src/modules/sellers); no other module reads or
// writes them.
export * from './follows.ts';
export * from './seller-merges.ts';
export * from './sellers.ts';
