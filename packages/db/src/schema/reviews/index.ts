// The reviews table, owned by the reviews module (apps/server/src/modules/reviews); no other module
// reads or writes it.
export * from './reviews.ts';
