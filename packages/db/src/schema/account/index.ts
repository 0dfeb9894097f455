// The account tables. Owned by the account module (apps/server/src/modules/account); no other module reads or
// writes them.
export * from './loyalty.ts';
