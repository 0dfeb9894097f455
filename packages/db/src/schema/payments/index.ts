// The payments tables. Owned by the payments module (apps/server/src/modules/payments); no other module reads
// or writes them.
export * from './payments.ts';
