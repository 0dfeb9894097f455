// The quote tables. Owned by the quote module (apps/server/src/modules/quote); no other module reads or
// writes them.
export * from './call-me-requests.ts';
export * from './quotes.ts';
