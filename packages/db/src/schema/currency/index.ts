// The currency tables. Owned by the currency module (apps/server/src/modules/currency); no other module reads
// or writes them.
export * from './countries.ts';
export * from './exchange-rates.ts';
