// The shops tables. Owned by the shops module (apps/server/src/modules/shops); no other module reads or
// writes them.
export * from './shop-projects.ts';
export * from './shops.ts';
